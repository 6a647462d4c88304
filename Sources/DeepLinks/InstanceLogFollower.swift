import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Follows the running instance's log across its restarts (`console --follow` and the
/// console's full screen), as `tail -F` follows a file that is replaced. While an instance
/// runs, its watch socket (`InstanceSocketClient.watchLogs`) says when the store commits;
/// when that socket ends the instance quit, and a watch on the socket's folder (inotify)
/// says when something there changed, so a new instance is connected to once it binds.
/// The caller waits on one descriptor at a time (`descriptor`), in `poll` or a dispatch
/// read source, and calls `readable()` when it is: no timer, nothing runs while all is quiet.
public final class InstanceLogFollower {
    public enum Event: Equatable, Sendable {
        /// The instance's store committed (one or more batches).
        case committed
        /// The instance quit (its end of the watch socket closed).
        case quit
        /// A new instance runs and is followed.
        case started
    }

    /// How it reaches the instance: the instance socket and inotify (`instance(at:)`), or a
    /// test's pipes.
    public struct Connector {
        /// The running instance's watch socket, or nil when none runs (yet).
        public var watch: () -> Int32?
        /// A descriptor that becomes readable when the socket's folder changes, or nil when
        /// the folder cannot be watched (then a new instance is not noticed).
        public var watchFolder: () -> Int32?
        /// Reads what made the folder's descriptor readable (its events), so it waits again.
        public var drainFolder: (Int32) -> Void

        public init(
            watch: @escaping () -> Int32?, watchFolder: @escaping () -> Int32?,
            drainFolder: @escaping (Int32) -> Void
        ) {
            self.watch = watch
            self.watchFolder = watchFolder
            self.drainFolder = drainFolder
        }
    }

    private enum State {
        case following(Int32)
        case waiting(Int32)
        /// Neither an instance nor a folder to watch: nothing more will come.
        case ended
    }

    private let connector: Connector
    private let retire: (Int32) -> Void
    private var state: State

    /// Follows the instance running now (`watching`, a watch socket already connected, or
    /// one `connector` connects), or waits for one. `retire` closes a descriptor the follower
    /// is done with; a dispatch source's owner closes it in the source's cancel handler
    /// instead, so its number is not reused while the source still holds it.
    public init(
        connector: Connector, watching: Int32? = nil, retire: @escaping (Int32) -> Void = { _ = close($0) }
    ) {
        self.connector = connector
        self.retire = retire
        state = .ended
        if let socket = watching ?? connector.watch() {
            state = .following(Self.nonBlocking(socket))
        } else {
            state = connector.watchFolder().map { .waiting(Self.nonBlocking($0)) } ?? .ended
            // The instance may have started between the two looks.
            if case .waiting = state, let socket = connector.watch() { switchTo(following: socket) }
        }
    }

    /// The descriptor to wait on, nil once there is nothing to wait for.
    public var descriptor: Int32? {
        switch state {
        case .following(let descriptor), .waiting(let descriptor): descriptor
        case .ended: nil
        }
    }

    /// Whether an instance is followed now.
    public var isFollowing: Bool {
        if case .following = state { return true }
        return false
    }

    /// `descriptor` is readable: what happened. The descriptor may change (see `descriptor`).
    public func readable() -> [Event] {
        switch state {
        case .following(let socket):
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(socket, &buffer, buffer.count)
            if count > 0 { return [.committed] }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return [] }
            retire(socket)
            state = connector.watchFolder().map { .waiting(Self.nonBlocking($0)) } ?? .ended
            // Records written after the last commit line, and an instance already back.
            guard case .waiting = state, let next = connector.watch() else { return [.quit] }
            switchTo(following: next)
            return [.quit, .started]
        case .waiting(let folder):
            connector.drainFolder(folder)
            guard let socket = connector.watch() else { return [] }
            switchTo(following: socket)
            return [.started]
        case .ended:
            return []
        }
    }

    /// Stops following: the descriptor held is retired.
    public func stop() {
        descriptor.map(retire)
        state = .ended
    }

    private func switchTo(following socket: Int32) {
        if case .waiting(let folder) = state { retire(folder) }
        state = .following(Self.nonBlocking(socket))
    }

    private static func nonBlocking(_ descriptor: Int32) -> Int32 {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return descriptor
    }
}

extension InstanceLogFollower.Connector {
    /// The instance socket at `location`, and inotify on its folder (a new instance's
    /// socket is created, or its mode set, there). A socket just bound may not listen or
    /// answer yet, and no event follows to say when it does: after the folder changed, the
    /// socket is asked again until it answers or `window` has passed.
    public static func instance(at location: InstanceSocketLocation, window: Duration = .seconds(10)) -> Self {
        let retry = RetryWindow(length: window)
        return Self(
            watch: {
                // One look normally; after a change, looks 20 ms apart (each waits up to 5 s
                // for an answer) while a new instance launches, seconds on a loaded machine.
                let deadline = retry.take()
                while true {
                    if let socket = try? InstanceSocketClient.watchLogs(at: location) { return socket }
                    guard let deadline, ContinuousClock.now < deadline else { return nil }
                    usleep(20_000)
                }
            },
            watchFolder: {
                let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
                guard descriptor >= 0 else { return nil }
                let mask = UInt32(IN_CREATE | IN_ATTRIB | IN_MOVED_TO)
                guard inotify_add_watch(descriptor, location.directory, mask) >= 0 else {
                    close(descriptor)
                    return nil
                }
                return descriptor
            },
            drainFolder: { descriptor in
                // Events name the file: only the socket's own make the next look try harder.
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    guard count > 0 else { break }
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let length = buffer.withUnsafeBytes { raw in
                            raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len
                        }
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = buffer[nameStart..<min(count, nameStart + Int(length))].prefix { $0 != 0 }
                        if String(decoding: nameBytes, as: UTF8.self) == location.socketName { retry.afterChange() }
                        offset = nameStart + Int(length)
                    }
                }
            })
    }

    /// When the next look at the socket stops trying: at once normally; `length` after the
    /// socket's file changed.
    private final class RetryWindow {
        private let length: Duration
        private var deadline: ContinuousClock.Instant?

        init(length: Duration) { self.length = length }

        func afterChange() { deadline = .now + length }

        func take() -> ContinuousClock.Instant? {
            defer { deadline = nil }
            return deadline
        }
    }
}
