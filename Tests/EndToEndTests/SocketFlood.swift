import DeepLinks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Abusive clients of an instance socket, on threads of their own until `stop()`: idle
/// connections by the dozen, messages half sent and never finished, oversized messages and
/// garbage, each kind over and over.
final class SocketFlood: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var isStopped = false
    private var connections = 0
    private let group = DispatchGroup()

    init(path: String) {
        self.path = path
    }

    /// Connections opened so far.
    var connectionCount: Int { lock.withLock { connections } }

    private var shouldRun: Bool { lock.withLock { !isStopped } }

    func start() {
        let half = [UInt8](InstanceMessage.link("exampletui://settings").encoded.prefix(7))
        var oversized = [UInt8]("ETUIL".utf8)
        withUnsafeBytes(of: UInt32(1 << 30).bigEndian) { oversized.append(contentsOf: $0) }
        oversized += [UInt8](repeating: 0x41, count: 200_000)
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // Dozens of senders that connect and say nothing, dropped by the server and opened again.
        run { flood in
            let idle = (0..<40).map { _ in flood.connect() }
            usleep(200_000)
            for descriptor in idle where descriptor >= 0 { close(descriptor) }
        }
        // Half a message, never finished: each is held until the server drops it.
        run { flood in
            var held: [Int32] = []
            for _ in 0..<20 {
                let descriptor = flood.connect()
                guard descriptor >= 0 else { continue }
                _ = send(descriptor, half, half.count, Int32(MSG_NOSIGNAL))
                held.append(descriptor)
                usleep(10_000)
            }
            for descriptor in held { close(descriptor) }
        }
        for bytes in [oversized, garbage] {
            run { flood in
                let descriptor = flood.connect()
                guard descriptor >= 0 else { return }
                _ = send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL))
                shutdown(descriptor, Int32(SHUT_WR))
                var answer = [UInt8](repeating: 0, count: 256)
                while read(descriptor, &answer, answer.count) > 0 {}
                close(descriptor)
            }
        }
    }

    func stop() {
        lock.withLock { isStopped = true }
        group.wait()
    }

    /// Runs `round` on a thread of its own until stopped.
    private func run(_ round: @escaping @Sendable (SocketFlood) -> Void) {
        group.enter()
        Thread.detachNewThread { [self] in
            defer { group.leave() }
            while shouldRun { round(self) }
        }
    }

    /// A connected client socket whose sends and reads give up after a second, or -1.
    private func connect() -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        lock.withLock { connections += 1 }
        return descriptor
    }
}
