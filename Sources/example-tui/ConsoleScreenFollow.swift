import DeepLinks
import ExampleApp
import Foundation
import TUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen console's follow: a read source on the follower's descriptor (the app's
/// watch socket, or the inotify watch of its folder once it quit), on the main queue, that
/// hands each event to the console and moves to the next descriptor when it changes.
@MainActor
final class ConsoleScreenFollow {
    private let follower: InstanceLogFollower
    private let console: LogsConsole
    private let window: Window
    private var source: (any DispatchSourceRead)?

    init(follower: InstanceLogFollower, console: LogsConsole, window: Window) {
        self.follower = follower
        self.console = console
        self.window = window
    }

    func start() {
        guard let descriptor = follower.descriptor else { return }
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        reader.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readable() }
        }
        // Closed only once the source let go of it, so a new descriptor never takes its number early.
        reader.setCancelHandler { close(descriptor) }
        reader.resume()
        source = reader
    }

    func stop() {
        source?.cancel()
        source = nil
        follower.stop()
    }

    private func readable() {
        let before = follower.descriptor
        for event in follower.readable() {
            switch event {
            case .committed: console.storeChanged()
            case .quit: console.appQuit()
            case .started: console.appStarted()
            }
        }
        window.setNeedsDisplay()
        guard follower.descriptor != before else { return }
        source?.cancel()
        source = nil
        start()
    }
}
