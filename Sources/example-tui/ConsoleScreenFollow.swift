import DeepLinks
import ExampleApp
import Foundation
import TUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen console's follow: a read source on the follower's descriptor (the app's
/// watch socket, or the inotify watch of its folder once it quit) that hands each event to
/// the console on the main queue and moves to the next descriptor when it changes.
///
/// The follower runs on a queue of its own, not the main one: looking for a new instance
/// waits for it to answer, up to seconds while it launches on a loaded machine, and the
/// screen must answer keys meanwhile. `follower` and `source` are touched only on `queue`.
final class ConsoleScreenFollow: @unchecked Sendable {
    private let follower: InstanceLogFollower
    private let console: LogsConsole
    private let window: Window
    private let queue = DispatchQueue(label: "example-tui.console-follow")
    private var source: (any DispatchSourceRead)?

    init(follower: InstanceLogFollower, console: LogsConsole, window: Window) {
        self.follower = follower
        self.console = console
        self.window = window
    }

    func start() {
        queue.async { self.watch() }
    }

    /// Stops following; a look for an instance in progress ends on its own.
    func stop() {
        queue.async {
            self.source?.cancel()
            self.source = nil
            self.follower.stop()
        }
    }

    /// On `queue`.
    private func watch() {
        guard let descriptor = follower.descriptor else { return }
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        reader.setEventHandler { [weak self] in self?.readable() }
        // Closed only once the source let go of it, so a new descriptor never takes its number early.
        reader.setCancelHandler { close(descriptor) }
        reader.resume()
        source = reader
    }

    /// On `queue`.
    private func readable() {
        let before = follower.descriptor
        let events = follower.readable()
        if !events.isEmpty {
            let (console, window) = (self.console, self.window)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    for event in events {
                        switch event {
                        case .committed: console.storeChanged()
                        case .quit: console.appQuit()
                        case .started: console.appStarted()
                        }
                    }
                    window.setNeedsDisplay()
                }
            }
        }
        guard follower.descriptor != before else { return }
        source?.cancel()
        source = nil
        watch()
    }
}
