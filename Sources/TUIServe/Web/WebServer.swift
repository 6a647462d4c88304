import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// `serve --web`: the page over HTTP and each tab's session over a WebSocket (swift-nio),
/// every session the app in its own process on its own pseudo-terminal (`SessionSupervisor`,
/// shared with `SSHServer`). The twin of Textual's `textual serve`.
public final class WebServer: @unchecked Sendable {
    public let configuration: WebServerConfiguration
    public let supervisor: SessionSupervisor
    private let listener = SessionListener(threads: 2)

    public init(configuration: WebServerConfiguration, supervisor: SessionSupervisor) {
        self.configuration = configuration
        self.supervisor = supervisor
    }

    /// Listens; returns the address listened on (its port when 0 was asked for).
    @discardableResult
    public func start() throws -> SocketAddress {
        let configuration = configuration
        let supervisor = supervisor
        let listener = listener
        let policy = WebRequestPolicy(tokens: configuration.tokens)
        let bootstrap = listener.bootstrap()
            // The kernel's share of a tab's output queue, bounded too (screen updates are small).
            .childChannelOption(ChannelOptions.socketOption(.so_sndbuf), value: 256 << 10)
            .childChannelInitializer { channel in
                listener.track(channel)
                let remoteAddress = SessionListener.describe(channel.remoteAddress)
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: configuration.maximumMessageBytes,
                    shouldUpgrade: { channel, head in
                        let verdict = policy.checkSocket(
                            uri: head.uri, host: head.headers.first(name: "host"),
                            origin: head.headers.first(name: "origin"))
                        guard WebRequestPolicy.target(of: head.uri) == .socket, case .allowed = verdict else {
                            // Not upgraded: the request goes on to the HTTP handler, which answers
                            // 403 or 404.
                            return channel.eventLoop.makeSucceededFuture(nil)
                        }
                        return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
                    },
                    upgradePipelineHandler: { channel, head in
                        channel.eventLoop.makeCompletedFuture {
                            guard
                                case .allowed(let entry) = policy.checkSocket(
                                    uri: head.uri, host: head.headers.first(name: "host"),
                                    origin: head.headers.first(name: "origin"))
                            else { throw WebServerError.refused }
                            let size = WindowSize(
                                columns: Int(WebRequestPolicy.queryValue("cols", in: head.uri) ?? "") ?? 80,
                                rows: Int(WebRequestPolicy.queryValue("rows", in: head.uri) ?? "") ?? 24)
                            try channel.pipeline.syncOperations.addHandlers([
                                NIOWebSocketFrameAggregator(
                                    minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1024,
                                    maxAccumulatedFrameSize: configuration.maximumMessageBytes),
                                WebSessionHandler(
                                    configuration: configuration, supervisor: supervisor, entry: entry, size: size,
                                    remoteAddress: remoteAddress),
                            ])
                        }
                    })
                return channel.eventLoop.makeCompletedFuture {
                    let http = WebHTTPHandler(policy: policy, appName: configuration.app.name)
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                        withServerUpgrade: (
                            upgraders: [upgrader],
                            completionHandler: { context in
                                context.pipeline.syncOperations.removeHandler(name: WebHTTPHandler.name, promise: nil)
                            }
                        ))
                    try channel.pipeline.syncOperations.addHandler(http, name: WebHTTPHandler.name)
                }
            }
        return try listener.bind(bootstrap, host: configuration.host, port: configuration.port)
    }

    /// Stops listening and closes every connection (the supervisor ends the sessions), then
    /// calls `completion`.
    public func shutdown(completion: @escaping @Sendable () -> Void) {
        listener.shutdown(supervisor: supervisor, completion: completion)
    }
}

enum WebServerError: Error {
    case refused
}
