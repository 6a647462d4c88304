import AppSupport
import DeepLinks
import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit

/// `console` full screen: the debug panel in this terminal over the store read as a
/// concurrent reader (or a bug report's), told of the running app's commits, its quitting and
/// its starting again by `ConsoleScreenFollow` (the main queue wakes only then).
enum ConsoleScreenLauncher {
    static func run(
        store: LogDatabase, query: LogQuery, follow: Bool, archive: [String: String]?, environment: [String: String]
    ) throws {
        try MainActor.assumeIsolated {
            AppContext.current.language = Language.fromEnvironment(environment)
            // Following needs the running app; without one the stored records show, and the
            // console follows an instance that starts later.
            var follower: InstanceLogFollower?
            if follow, archive == nil,
                let location = try? InstanceSocketLocation.resolve(
                    appName: AppIdentity.app.name, environment: environment, create: false)
            {
                // The dispatch source closes each descriptor as it is cancelled.
                follower = InstanceLogFollower(connector: .instance(at: location), retire: { _ in })
            }
            let console = LogsConsole(
                store: store, query: query, follows: follower?.isFollowing ?? false, archive: archive)
            let exports = try? ExampleApplication.logsDirectory(
                in: StorageDirectories(appName: AppIdentity.app.name, environment: environment)
            ).appendingPathComponent("exports", isDirectory: true)
            let window = LogsConsoleFactory.createWindow(
                console: console, clock: SystemClock(), exportDirectory: exports)
            let follow = follower.map { ConsoleScreenFollow(follower: $0, console: console, window: window) }
            follow?.start()
            defer { follow?.stop() }
            do {
                try TerminalApplication.run(window: window, environment: environment, title: window.title)
            } catch {
                throw CommandError(String(describing: error))
            }
        }
    }
}
