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
    private let listener = SessionListener(threads: 4)
    private let rateLimiter: NIOLockedValueBox<ConnectionRateLimiter>?

    public init(configuration: SSHServerConfiguration, supervisor: SessionSupervisor) {
        self.configuration = configuration
        self.supervisor = supervisor
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
        let listener = listener
        let bootstrap = listener.bootstrap()
            .childChannelInitializer { channel in
                let connection = SSHConnectionState(remoteAddress: SessionListener.describe(channel.remoteAddress))
                listener.track(channel)
                // Not signed in by the grace time (a truncated handshake, a silent peer, no
                // PROXY header): closed.
                let grace = channel.eventLoop.scheduleTask(in: .nanoseconds(configuration.loginGraceTime.nanoseconds)) {
                    if connection.user == nil { channel.close(promise: nil) }
                }
                connection.loginGrace = grace
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
        return try listener.bind(bootstrap, host: configuration.host, port: configuration.port)
    }

    /// Stops listening, ends every session (each app gets SIGTERM and restores its terminal,
    /// the client is told), closes the connections, then calls `completion`.
    public func shutdown(completion: @escaping @Sendable () -> Void) {
        listener.shutdown(supervisor: supervisor, completion: completion)
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
}
