import Analytics
import DeepLinks
import ExampleApp
import Foundation
import Logging
import Logs
import Storage
import TUIKit

/// Starts the interactive app: routes every log into the log store, listens on the instance
/// socket for `example-tui open` and `push`, and hands the terminal to the window.
enum AppLauncher {
    static func run(_ options: LaunchOptions, environment: [String: String]) throws {
        var launch = options
        let store = routeLogs(of: &launch)
        // What was logged reaches the file before the process ends, however it ends.
        defer { store.flush() }
        var launched = ["environment": launch.environmentName, "version": AppVersion.current]
        // A session served over SSH (`serve --ssh`): who it is for, in its log.
        if let remoteUser = environment[launch.identity.environmentVariable("REMOTE_USER")], !remoteUser.isEmpty {
            launched["remote user"] = remoteUser
        }
        // On the run loop's first turn, after the first frame. The launch message: its first
        // message with parameters formats JSON and builds the redactor's patterns, about a
        // tenth of the CPU a launch takes before its frame.
        DispatchQueue.main.async {
            Log.app.info(logEntry: .detailed("Launched", launched))
        }
        try MainActor.assumeIsolated {
            launch.instanceServer = listen(appName: launch.identity.name, environment: environment)
            // Consoles following the log (`console --follow`) hear of each committed batch.
            let observation = store.observe { [server = launch.instanceServer] in server?.announceLogCommit() }
            defer { observation.cancel() }
            let application: ExampleApplication
            do {
                application = try ExampleApplication(options: launch, clock: SystemClock())
            } catch {
                throw CommandError(String(describing: error))
            }
            do {
                // Links are clickable (OSC 8) where the terminal takes them, or as the user says.
                let hyperlinks = HyperlinkSupport.detect(
                    environment: environment,
                    setting: environment[application.identity.environmentVariable("HYPERLINKS")])
                try TerminalApplication.run(
                    window: application.window, environment: environment, title: application.identity.displayName,
                    signals: [SIGUSR2: { application.serverWillShutDown() }]
                ) { terminal in terminal.showsHyperlinks = hyperlinks }
            } catch let error as TerminalError {
                // Without a usable terminal a frame can still be printed.
                if case .cannotStart = error { throw CommandError(String(describing: error)) }
                throw CommandError("\(error) (to print a frame without one, use `example-tui render URL`)")
            } catch {
                throw CommandError(String(describing: error))
            }
        }
    }

    /// Opens the log store and sends every message into it (the debug panel reads it), none
    /// to the terminal. Before any logger exists: swift-log loggers keep the handler they
    /// were made with.
    /// Opening reads no records (SQLite reads pages as the panel asks for them): launch
    /// waits only for the file to open and this launch's session to be written.
    @discardableResult
    static func routeLogs(of launch: inout LaunchOptions) -> LogDatabase {
        let store = ExampleApplication.openLogStore(
            directories: launch.directories, configuration: launch.logStoreConfiguration(identity: launch.identity))
        LogSystem.bootstrap(store: store, subsystem: launch.identity.name)
        launch.logStore = store
        return store
    }

    /// The instance socket, or nil (logged) when another instance holds it or it is unsafe:
    /// the app still runs, only links from outside do not reach it.
    @MainActor
    private static func listen(appName: String, environment: [String: String]) -> InstanceSocketServer? {
        let logger = Logger(label: "deeplinks")
        do {
            let location = try InstanceSocketLocation.resolve(appName: appName, environment: environment, create: true)
            return try InstanceSocketServer(location: location, logger: logger)
        } catch {
            logger.warning("not listening for links and pushes", metadata: ["reason": "\(error)"])
            return nil
        }
    }
}
