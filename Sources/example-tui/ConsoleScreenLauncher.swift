import AppSupport
import DeepLinks
import ExampleApp
import Foundation
import Logs
import TUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// `console` full screen: the console's window in this terminal, told of the running app's
/// commits by a read source on the instance socket (the main queue wakes only then).
enum ConsoleScreenLauncher {
    static func run(
        store: LogDatabase, query: LogQuery, follow: Bool, archive: [String: String]?, environment: [String: String]
    ) throws {
        try MainActor.assumeIsolated {
            AppContext.current.language = Language.fromEnvironment(environment)
            // Following needs the running app; without one the stored records show, still.
            var watch: Int32?
            if follow, archive == nil,
                let location = try? InstanceSocketLocation.resolve(
                    appName: AppIdentity.app.name, environment: environment, create: false)
            {
                watch = try? InstanceSocketClient.watchLogs(at: location)
            }
            let viewModel = LogConsoleViewModel(
                store: store, query: query, follows: watch != nil, archive: archive)
            let window = LogConsoleFactory.createWindow(viewModel: viewModel, clock: SystemClock())
            var source: (any DispatchSourceRead)?
            if let watch {
                _ = fcntl(watch, F_SETFL, fcntl(watch, F_GETFL) | O_NONBLOCK)
                let reader = DispatchSource.makeReadSource(fileDescriptor: watch, queue: .main)
                reader.setEventHandler {
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    let count = read(watch, &buffer, buffer.count)
                    if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        // The app quit: the list stays as it was.
                        reader.cancel()
                        close(watch)
                        return
                    }
                    MainActor.assumeIsolated {
                        viewModel.storeChanged()
                        window.setNeedsDisplay()
                    }
                }
                reader.resume()
                source = reader
            }
            defer { source?.cancel() }
            do {
                try TerminalApplication.run(window: window, environment: environment, title: window.title)
            } catch {
                throw CommandError(String(describing: error))
            }
        }
    }
}
