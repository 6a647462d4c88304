import Logs
import TUIKit

@testable import ExampleApp

/// The app's dependencies for a view model under test: real services, temporary folders,
/// a manual clock, an in-memory log store and the dev configuration; no terminal and no
/// rendering. The commands view models send go to `answering` (none by default).
@MainActor
func makeShellDependencies(
    language: Language = .en, answering: @escaping @MainActor (AppCommand, AppDependencies) -> Void = { _, _ in }
) throws -> AppDependencies {
    try Environments.setup(name: "dev")
    let options = LaunchOptions(language: language, directories: .temporaryForTest())
    let clock = ManualClock()
    let logStore = LogDatabase.inMemory()
    return AppDependencies(
        settings: AppSettings(language: language, theme: .dark, instance: .dev), clock: clock,
        directories: options.directories, platform: options.platform, window: Window(clock: clock),
        logStore: logStore, services: { AppServices(options: options, logStore: logStore, send: $0) },
        answering: answering)
}
