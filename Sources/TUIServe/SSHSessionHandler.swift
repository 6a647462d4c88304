import Foundation
import NIOCore
import NIOSSH

/// One SSH session channel: collects the terminal (pty-req), the allowed environment and the
/// window size, starts the app on `shell`, relays bytes both ways, resizes on window-change,
/// and sends the app's exit status before closing. Exec and subsystem requests are refused;
/// requests it does not know (agent or X11 forwarding) are refused by swift-nio-ssh itself.
final class SSHSessionHandler: ChannelInboundHandler, ServedSessionFrontEnd {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    private let configuration: SSHServerConfiguration
    private let supervisor: SessionSupervisor
    private let connection: SSHConnectionState
    private(set) var context: ChannelHandlerContext?
    private var term: String?
    private var size = WindowSize(columns: 80, rows: 24)
    private var clientEnvironment: [String: String] = [:]
    private var environmentRequests = 0
    private var session: ServedSession?
    private var hasStarted = false
    private var unflushed = 0
    private var outputPaused = false
    private var stallTask: Scheduled<Void>?

    init(configuration: SSHServerConfiguration, supervisor: SessionSupervisor, connection: SSHConnectionState) {
        self.configuration = configuration
        self.supervisor = supervisor
        self.connection = connection
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        stallTask?.cancel()
        session?.end(.hangUp)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let buffer) = message.data, let session else { return }
        if !session.write(Array(buffer.readableBytesView)) {
            // The app is behind on its input (a huge paste): stop reading, so the client's
            // window closes, until it catches up.
            context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            guard !hasStarted, term == nil else { return reply(false, request.wantReply) }
            term = Self.terminalType(request.term)
            size = WindowSize(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            reply(true, request.wantReply)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            environmentRequests += 1
            let taken =
                environmentRequests <= configuration.maximumEnvironmentRequests
                && Self.isAllowed(name: request.name, value: request.value)
            if taken { clientEnvironment[request.name] = request.value }
            reply(taken, request.wantReply)
        case let request as SSHChannelRequestEvent.ShellRequest:
            guard !hasStarted else { return reply(false, request.wantReply) }
            hasStarted = true
            reply(true, request.wantReply)
            startSession()
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            size = WindowSize(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            session?.resize(columns: size.columns, rows: size.rows)
        case let request as SSHChannelRequestEvent.ExecRequest:
            refuse("\(configuration.app.name) runs its app only: commands are not run", wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            refuse("\(configuration.app.name) has no subsystems (such as sftp)", wantReply: request.wantReply)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }

    // MARK: Requests

    private func reply(_ success: Bool, _ wantReply: Bool) {
        guard wantReply, let context else { return }
        let event: Any = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    private func refuse(_ message: String, wantReply: Bool) {
        guard let context else { return }
        writeError(message)
        reply(false, wantReply)
        context.close(promise: nil)
    }

    private func writeError(_ message: String) {
        guard let context else { return }
        var buffer = context.channel.allocator.buffer(capacity: message.utf8.count + 2)
        buffer.writeString(message + "\r\n")
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(buffer))), promise: nil)
    }

    private func endWith(message: String, status: Int) {
        guard let context else { return }
        writeError(message)
        let channel = context.channel
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).whenComplete { _ in
            channel.close(promise: nil)
        }
    }

    // MARK: The session

    private func startSession() {
        guard let context, let term else {
            return endWith(message: "\(configuration.app.name) needs a terminal: connect with ssh -t", status: 1)
        }
        let folder: String
        let isThrowaway: Bool
        do {
            switch connection.user {
            case .key(_, let fingerprint)?:
                folder = try configuration.userFolders.folder(for: fingerprint)
                isThrowaway = false
            case .anonymous?, nil:
                folder = try configuration.userFolders.temporaryFolder()
                isThrowaway = true
            }
            try UserFolders.prepare(folder: folder)
        } catch {
            return endWith(message: "\(configuration.app.name): no folder for your data: \(error)", status: 1)
        }
        var environment = configuration.app.baseEnvironment
        environment.merge(clientEnvironment) { _, client in client }
        environment.merge(UserFolders.environment(folder: folder)) { _, folder in folder }
        environment["TERM"] = term
        environment[configuration.app.remoteUserVariable] = connection.userDescription
        let launch = SessionLaunch(
            executable: configuration.app.executable, arguments: configuration.app.arguments,
            environment: environment, size: size, user: connection.userDescription,
            remoteAddress: connection.remoteAddress)

        do {
            session = try supervisor.start(
                launch, for: self, on: context.eventLoop, throwawayFolder: isThrowaway ? folder : nil)
        } catch {
            endWith(message: "\(configuration.app.name): \(error.description)", status: 1)
        }
    }

    func sessionOutput(_ bytes: [UInt8]) {
        guard let context else { return }
        var buffer = context.channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        unflushed += bytes.count
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let count = bytes.count
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))))
            .whenComplete { _ in handler.value.flushed(count) }
        if unflushed > configuration.outputHighWater, !outputPaused {
            outputPaused = true
            session?.pauseOutput()
            let session = session
            let parent = context.channel.parent
            // Still behind after the stall timeout: the client stopped reading; drop it so
            // its backlog is freed (the whole connection: the backlog is in its socket).
            stallTask = context.eventLoop.scheduleTask(in: .nanoseconds(configuration.stallTimeout.nanoseconds)) {
                session?.end(.stalled)
                parent?.close(promise: nil)
            }
        }
    }

    private func flushed(_ count: Int) {
        unflushed -= count
        if outputPaused, unflushed <= configuration.outputHighWater / 4 {
            outputPaused = false
            stallTask?.cancel()
            stallTask = nil
            session?.resumeOutput()
        }
    }

    func sessionEnded(_ ending: ServedSession.Ending) {
        stallTask?.cancel()
        guard let context, context.channel.isActive else { return }
        switch ending.reason {
        case .idle:
            let seconds = supervisor.idleTimeout.map { ServedSession.milliseconds($0) / 1000 } ?? 0
            writeError("\r\n\(configuration.app.name): closed after \(seconds) s without input")
        case .shutdown:
            writeError("\r\n\(configuration.app.name): the server is shutting down")
        case .exited, .hangUp, .stalled:
            break
        }
        let channel = context.channel
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: Int(ending.status)))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    // MARK: Checks

    /// A terminal type as terminfo names them, else the common default.
    static func terminalType(_ term: String) -> String {
        let allowed = term.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "+")
        }
        return allowed && (1...64).contains(term.utf8.count) ? term : "xterm-256color"
    }

    /// LANG, LC_* and COLORTERM, with a short printable value; every other variable is ignored.
    static func isAllowed(name: String, value: String) -> Bool {
        let nameAllowed =
            name == "LANG" || name == "COLORTERM"
            || (name.hasPrefix("LC_") && name.count > 3
                && name.utf8.allSatisfy { (0x41...0x5A).contains($0) || $0 == 0x5F })
        return nameAllowed && value.utf8.count <= 128 && value.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
