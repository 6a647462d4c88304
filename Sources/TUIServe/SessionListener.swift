import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// What every front end (`SSHServer`, `WebServer`) does around its own protocol: the event
/// loops, a listening socket, the open connections, and a shutdown that ends the sessions
/// first and then closes what is left.
final class SessionListener: @unchecked Sendable {
    let group: MultiThreadedEventLoopGroup
    private let connections = NIOLockedValueBox<[ObjectIdentifier: any Channel]>([:])
    private let listening = NIOLockedValueBox<(any Channel)?>(nil)

    init(threads: Int) {
        group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, min(System.coreCount, threads)))
    }

    /// A bootstrap with the options every front end wants: the port reusable at once after
    /// a restart, a deep accept queue, and keys sent without Nagle's delay.
    func bootstrap() -> ServerBootstrap {
        ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
    }

    /// Counts `channel` among the open connections until it closes (a child initializer
    /// calls it first).
    func track(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        let connections = connections
        connections.withLockedValue { $0[key] = channel }
        channel.closeFuture.whenComplete { _ in _ = connections.withLockedValue { $0.removeValue(forKey: key) } }
    }

    /// Listens with `bootstrap`; returns the address (its port when 0 was asked for).
    func bind(_ bootstrap: ServerBootstrap, host: String, port: Int) throws -> SocketAddress {
        let channel = try bootstrap.bind(host: host, port: port).wait()
        listening.withLockedValue { $0 = channel }
        guard let address = channel.localAddress else { throw SessionListenerError.noAddress }
        return address
    }

    /// Stops listening, lets `supervisor` end every session (each app restores its terminal,
    /// the client is told), closes the connections a moment later (so what they were sent
    /// goes out), then calls `completion`.
    func shutdown(supervisor: SessionSupervisor, completion: @escaping @Sendable () -> Void) {
        let connections = connections
        let group = group
        listening.withLockedValue { $0 }?.close(promise: nil)
        supervisor.shutdown {
            let open = connections.withLockedValue { Array($0.values) }
            let closes = open.map { channel in
                channel.eventLoop.flatScheduleTask(in: .milliseconds(100)) { channel.close() }.futureResult
            }
            EventLoopFuture.whenAllComplete(closes, on: group.next()).whenComplete { _ in
                group.shutdownGracefully { _ in completion() }
            }
        }
    }

    /// An address as the server's log names it: `1.2.3.4:5678`, `[::1]:5678`.
    static func describe(_ address: SocketAddress?) -> String {
        guard let address else { return "unknown" }
        switch address {
        case .v4: return "\(address.ipAddress ?? "?"):\(address.port ?? 0)"
        case .v6: return "[\(address.ipAddress ?? "?")]:\(address.port ?? 0)"
        case .unixDomainSocket: return "unix"
        }
    }
}

enum SessionListenerError: Error {
    case noAddress
}
