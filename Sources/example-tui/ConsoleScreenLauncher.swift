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
            let location =
                archive == nil
                ? try? InstanceSocketLocation.resolve(
                    appName: AppIdentity.app.name, environment: environment, create: false) : nil
            var follower: InstanceLogFollower?
            if follow, let location {
                // The dispatch source closes each descriptor as it is cancelled.
                follower = InstanceLogFollower(connector: .instance(at: location), retire: { _ in })
            }
            let console = LogsConsole(
                store: store, query: query, follows: follower?.isFollowing ?? false, archive: archive)
            let exports = try? ExampleApplication.logsDirectory(
                in: StorageDirectories(appName: AppIdentity.app.name, environment: environment)
            ).appendingPathComponent("exports", isDirectory: true)
            var openLink: (@MainActor (String) throws -> Void)?
            if let location {
                openLink = { url in try openInApp(url, at: location) }
            }
            let window = LogsConsoleFactory.createWindow(
                console: console, clock: SystemClock(), exportDirectory: exports, openLink: openLink)
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

    /// The deeplink tester's link, handed to the running app as `open` hands it. An app that
    /// does not answer holds the console a second a try (three tries), not five.
    private static func openInApp(_ url: String, at location: InstanceSocketLocation) throws {
        do {
            try InstanceSocketClient.send(.link(url), to: location, timeout: .seconds(1))
        } catch {
            if case .noInstance = error {
                throw CommandError("no \(AppIdentity.app.name) is running to open it: start it, then try again")
            }
            throw CommandError(error.description)
        }
    }
}
