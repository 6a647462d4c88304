import Foundation
import NIOCore
import NIOWebSocket
import TUIPseudoTerminal

/// One browser tab's session over its WebSocket: starts the app, keeps a `TerminalScreen`
/// of its output and sends the changed rows at most once a frame interval; turns the tab's
/// messages (keys, paste, mouse, resize) into what the app reads. A tab that stops reading
/// gets no more updates, and is dropped after the stall timeout; junk messages are ignored.
final class WebSessionHandler: ChannelInboundHandler, ServedSessionFrontEnd {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let configuration: WebServerConfiguration
    private let supervisor: SessionSupervisor
    private let entry: WebTokens.Entry
    private let remoteAddress: String
    private var size: WindowSize
    private var screen: TerminalScreen
    private var diff = WebScreenDiff()
    private(set) var context: ChannelHandlerContext?
    private var session: ServedSession?
    private var flushScheduled = false
    private var unflushed = 0
    private var stallTask: Scheduled<Void>?
    private var closing = false

    init(
        configuration: WebServerConfiguration, supervisor: SessionSupervisor, entry: WebTokens.Entry,
        size: WindowSize, remoteAddress: String
    ) {
        self.configuration = configuration
        self.supervisor = supervisor
        self.entry = entry
        self.size = size
        self.remoteAddress = remoteAddress
        screen = TerminalScreen(rows: size.rows, columns: size.columns)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        startSession(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        stallTask?.cancel()
        session?.end(.hangUp)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A frame too big (a paste over the limit), a malformed one: this tab only is closed.
        session?.end(.hangUp)
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        // A browser masks every frame (RFC 6455 5.1); one that does not is not a browser.
        guard frame.maskKey != nil else {
            session?.end(.hangUp)
            return close(code: .protocolError, reason: nil)
        }
        switch frame.opcode {
        case .text:
            var data = frame.unmaskedData
            guard let text = data.readString(length: data.readableBytes), let input = WebInput.parse(text) else {
                return
            }
            handle(input)
        case .connectionClose:
            close(code: .normalClosure, reason: nil)
        case .ping:
            var payload = frame.unmaskedData
            let buffer =
                payload.readSlice(length: payload.readableBytes) ?? context.channel.allocator.buffer(capacity: 0)
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: buffer)), promise: nil)
        default:
            break
        }
    }

    private func handle(_ input: WebInput) {
        guard let session else { return }
        if case .resize(let columns, let rows) = input {
            size = WindowSize(columns: columns, rows: rows)
            screen.resize(rows: size.rows, columns: size.columns)
            session.resize(columns: size.columns, rows: size.rows)
            scheduleFlush()
            return
        }
        let bytes = input.bytes
        if !bytes.isEmpty, !session.write(bytes) {
            // The app is behind on its input: stop reading the tab until it catches up.
            context?.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        }
    }

    // MARK: The session

    private func startSession(context: ChannelHandlerContext) {
        let folder: String
        do {
            folder =
                entry.keepsData
                ? try configuration.userFolders.webFolder(id: entry.id)
                : try configuration.userFolders.temporaryFolder()
            try UserFolders.prepare(folder: folder)
        } catch {
            return sendEnd("No folder for your data: \(error)")
        }
        let isThrowaway = !entry.keepsData
        let user = "web:" + entry.name
        var environment = configuration.app.baseEnvironment
        environment.merge(UserFolders.environment(folder: folder)) { _, folder in folder }
        environment["TERM"] = "xterm-256color"
        environment[configuration.app.remoteUserVariable] = user
        let launch = SessionLaunch(
            executable: configuration.app.executable, arguments: configuration.app.arguments,
            environment: environment, size: size, user: user, remoteAddress: remoteAddress)
        do {
            session = try supervisor.start(
                launch, for: self, on: context.eventLoop, throwawayFolder: isThrowaway ? folder : nil)
        } catch {
            sendEnd(error.description.prefix(1).uppercased() + error.description.dropFirst())
        }
    }

    func sessionOutput(_ bytes: [UInt8]) {
        screen.feed(bytes)
        scheduleFlush()
    }

    private func scheduleFlush() {
        guard !flushScheduled, let context else { return }
        flushScheduled = true
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .nanoseconds(configuration.frameInterval.nanoseconds)) {
            handler.value.flush()
        }
    }

    private func flush() {
        flushScheduled = false
        guard let context, !closing else { return }
        if unflushed > configuration.outputHighWater {
            // The tab is behind: it gets the whole screen once it reads again.
            diff.reset()
            if stallTask == nil {
                let session = session
                let channel = context.channel
                stallTask = context.eventLoop.scheduleTask(
                    in: .nanoseconds(configuration.stallTimeout.nanoseconds)
                ) {
                    session?.end(.stalled)
                    channel.close(promise: nil)
                }
            }
            return
        }
        guard let message = diff.message(for: screen) else { return }
        send(message)
    }

    private func send(_ text: String) {
        guard let context else { return }
        var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
        buffer.writeString(text)
        let count = buffer.readableBytes
        unflushed += count
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)))
            .whenComplete { _ in handler.value.sent(count) }
    }

    private func sent(_ count: Int) {
        unflushed -= count
        if unflushed <= configuration.outputHighWater / 4, let task = stallTask {
            task.cancel()
            stallTask = nil
            scheduleFlush()
        }
    }

    func sessionEnded(_ ending: ServedSession.Ending) {
        stallTask?.cancel()
        // What the app drew last, then why it ended.
        if let message = diff.message(for: screen), unflushed <= configuration.outputHighWater { send(message) }
        switch ending.reason {
        case .idle:
            let seconds = supervisor.idleTimeout.map { ServedSession.milliseconds($0) / 1000 } ?? 0
            sendEnd("Closed after \(seconds) s without input.")
        case .shutdown: sendEnd("The server is shutting down.")
        case .exited: sendEnd("The app ended (status \(ending.status)).")
        case .hangUp, .stalled: close(code: .normalClosure, reason: nil)
        }
    }

    /// Tells the page why its session ended, then closes.
    private func sendEnd(_ reason: String) {
        var json = "{\"end\":"
        WebScreenDiff.appendQuoted(reason, to: &json)
        json += "}"
        send(json)
        close(code: .normalClosure, reason: nil)
    }

    private func close(code: WebSocketErrorCode, reason: String?) {
        guard let context, !closing else { return }
        closing = true
        var buffer = context.channel.allocator.buffer(capacity: 2)
        buffer.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: buffer)))
            .whenComplete { _ in channel.close(promise: nil) }
    }
}

extension UserFolders {
    /// The folder of a web token's user (`<state>/users/web-<id>`), made (0700) if new.
    func webFolder(id: String) throws -> String {
        let path = root + "/web-" + id
        try Self.makePrivate(root)
        try Self.makePrivate(path)
        return path
    }
}
