import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers the plain HTTP requests: the page for a valid token, 403 with a page that says
/// why, 404 for any other path, 405 for anything but GET/HEAD. A request's body is ignored
/// and each connection closes after its answer.
final class WebHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let name = "web-http"
    private let policy: WebRequestPolicy
    private let appName: String
    private var head: HTTPRequestHead?

    init(policy: WebRequestPolicy, appName: String) {
        self.policy = policy
        self.appName = appName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            respond(context: context, to: head)
        }
    }

    private func respond(context: ChannelHandlerContext, to head: HTTPRequestHead) {
        guard head.method == .GET || head.method == .HEAD else {
            return send(context, .methodNotAllowed, html: WebPage.message(title: "Not allowed", text: "Only GET."))
        }
        switch WebRequestPolicy.target(of: head.uri) {
        case .notFound:
            send(context, .notFound, html: WebPage.message(title: "Not found", text: "There is nothing here."))
        case .page:
            switch policy.checkPage(uri: head.uri) {
            case .allowed: send(context, .ok, html: WebPage.html(appName: appName), head: head.method == .HEAD)
            case .wrongToken, .wrongOrigin: send(context, .forbidden, html: WebPage.wrongToken(appName: appName))
            }
        case .socket:
            switch policy.checkSocket(
                uri: head.uri, host: head.headers.first(name: "host"), origin: head.headers.first(name: "origin"))
            {
            case .wrongToken: send(context, .forbidden, html: WebPage.wrongToken(appName: appName))
            case .wrongOrigin:
                send(
                    context, .forbidden,
                    html: WebPage.message(
                        title: "Wrong origin", text: "A session opens only from the page this server serves."))
            case .allowed:
                send(context, .badRequest, html: WebPage.message(title: "WebSocket only", text: "Open the page."))
            }
        }
    }

    private func send(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, html: String, head: Bool = false)
    {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/html; charset=utf-8")
        headers.add(name: "Content-Length", value: "\(html.utf8.count)")
        headers.add(name: "Connection", value: "close")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        // The token is in the page's address: never sent on to another site.
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        headers.add(name: "X-Frame-Options", value: "DENY")
        headers.add(
            name: "Content-Security-Policy",
            value:
                "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
                + "frame-ancestors 'none'")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if !head {
            var buffer = context.channel.allocator.buffer(capacity: html.utf8.count)
            buffer.writeString(html)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A refused upgrade: the request itself follows, and is answered.
        if let upgradeError = error as? NIOWebSocketUpgradeError, upgradeError == .unsupportedWebSocketTarget {
            return
        }
        context.close(promise: nil)
    }
}
