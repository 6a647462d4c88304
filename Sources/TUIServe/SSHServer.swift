import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// `serve --ssh`: an SSH server (swift-nio-ssh) whose every session runs the app in its own
/// process on its own pseudo-terminal (`SessionSupervisor`). The twin of Charm's Wish.
public final class SSHServer: @unchecked Sendable {
    public let configuration: SSHServerConfiguration
    public let supervisor: SessionSupervisor
    private let group: MultiThreadedEventLoopGroup
    private let rateLimiter: NIOLockedValueBox<ConnectionRateLimiter>?
    private let connections = NIOLockedValueBox<[ObjectIdentifier: Channel]>([:])
    private var listener: Channel?

    public init(configuration: SSHServerConfiguration, supervisor: SessionSupervisor) {
        self.configuration = configuration
        self.supervisor = supervisor
        group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, min(System.coreCount, 4)))
        if case .open(let perMinute) = configuration.access {
            rateLimiter = NIOLockedValueBox(ConnectionRateLimiter(limit: perMinute))
        } else {
            rateLimiter = nil
        }
    }

    /// The host key's fingerprint, as clients show it.
    public var hostKeyFingerprint: SSHKeyFingerprint { SSHKeyFingerprint(configuration.hostKey.publicKey) }

    /// Listens; returns the address listened on (its port when 0 was asked for).
    @discardableResult
    public func start() throws -> SocketAddress {
        let configuration = configuration
        let supervisor = supervisor
        let rateLimiter = rateLimiter
        let connections = connections
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                let connection = SSHConnectionState(remoteAddress: Self.describe(channel.remoteAddress))
                let key = ObjectIdentifier(channel)
                connections.withLockedValue { $0[key] = channel }
                channel.closeFuture.whenComplete { _ in _ = connections.withLockedValue { $0.removeValue(forKey: key) }
                }
                // Not signed in by the grace time (a truncated handshake, a silent peer, no
                // PROXY header): closed.
                let grace = channel.eventLoop.scheduleTask(in: .nanoseconds(configuration.loginGraceTime.nanoseconds)) {
                    if connection.user == nil { channel.close(promise: nil) }
                }
                channel.closeFuture.whenComplete { _ in grace.cancel() }
                let addSSH = { (pipeline: ChannelPipeline.SynchronousOperations) throws in
                    if let rateLimiter, !rateLimiter.withLockedValue({ $0.allow(connection.remoteHost) }) {
                        throw SSHServerError.rateLimited
                    }
                    let handler = NIOSSHHandler(
                        role: .server(
                            .init(
                                hostKeys: [configuration.hostKey],
                                userAuthDelegate: SSHAuthenticationDelegate(
                                    access: configuration.access, connection: connection))),
                        allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            // Sessions only: direct-tcpip (port forwarding) channels are refused.
                            guard case .session = type else {
                                return child.eventLoop.makeFailedFuture(SSHServerError.channelTypeRefused)
                            }
                            return child.eventLoop.makeCompletedFuture {
                                try child.pipeline.syncOperations.addHandler(
                                    SSHSessionHandler(
                                        configuration: configuration, supervisor: supervisor, connection: connection))
                            }
                        })
                    try pipeline.addHandlers([handler, SSHConnectionErrorHandler()])
                }
                guard configuration.proxyProtocol else {
                    return channel.eventLoop.makeCompletedFuture { try addSSH(channel.pipeline.syncOperations) }
                }
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        ProxyProtocolHandler { context, address in
                            if let address { connection.remoteAddress = address }
                            try addSSH(context.pipeline.syncOperations)
                        })
                }
            }
        let channel = try bootstrap.bind(host: configuration.host, port: configuration.port).wait()
        listener = channel
        guard let address = channel.localAddress else { throw SSHServerError.noAddress }
        return address
    }

    /// Stops listening, ends every session (each app gets SIGTERM and restores its terminal,
    /// the client is told), closes the connections, then calls `completion`.
    public func shutdown(completion: @escaping @Sendable () -> Void) {
        let listener = listener
        let connections = connections
        let group = group
        listener?.close(promise: nil)
        supervisor.shutdown {
            // The channels close themselves after the exit status; give them a moment to flush.
            let open = connections.withLockedValue { Array($0.values) }
            let closes = open.map { channel in
                channel.eventLoop.flatScheduleTask(in: .milliseconds(100)) { channel.close() }.futureResult
            }
            let loop = group.next()
            EventLoopFuture.whenAllComplete(closes, on: loop).whenComplete { _ in
                group.shutdownGracefully { _ in completion() }
            }
        }
    }

    static func describe(_ address: SocketAddress?) -> String {
        guard let address else { return "unknown" }
        switch address {
        case .v4: return "\(address.ipAddress ?? "?"):\(address.port ?? 0)"
        case .v6: return "[\(address.ipAddress ?? "?")]:\(address.port ?? 0)"
        case .unixDomainSocket: return "unix"
        }
    }

}

/// Errors on a connection (garbage bytes, a bad handshake) close it, and only it.
final class SSHConnectionErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}

enum SSHServerError: Error {
    case channelTypeRefused
    case rateLimited
    case noAddress
}
