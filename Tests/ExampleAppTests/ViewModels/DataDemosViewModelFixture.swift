import AppSupport
import ExampleApp
import Logs
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// The app's dependencies on a manual clock, temporary folders and a fixed machine, for the
/// data and state demos' view models, and a way to let their loads finish.
@MainActor
struct DataDemosViewModelFixture {
    let clock = ManualClock()
    let dependencies: AppDependencies

    init(platform: PlatformEnvironment = .fixed(), directories: StorageDirectories = .temporaryForTest()) throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
        let options = LaunchOptions(language: .en, directories: directories, platform: platform)
        let logStore = LogDatabase.inMemory()
        dependencies = AppDependencies(
            settings: AppSettings(language: .en, theme: .dark, instance: .dev), clock: clock,
            directories: directories, platform: platform, window: Window(clock: clock), logStore: logStore,
            services: { AppServices(options: options, logStore: logStore, send: $0) })
    }

    /// Advances the app's clock in small steps, with a moment of real time for tasks off the
    /// main actor, until `condition` holds (at most 10 s of the app's time).
    func wait(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            clock.advance(by: .milliseconds(20))
        }
        XCTAssertTrue(condition(), "the condition never held", file: file, line: line)
    }
}
