import Foundation
import TUITestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `example-tui serve --web 127.0.0.1:0` started for a test in a throwaway home; the link it
/// prints, its log, and raw HTTP and WebSocket connections to it.
final class WebServeFixture {
    let home: TemporaryHome
    let server: Process
    let port: Int
    let token: String
    let stdoutPath: String
    let stderrPath: String

    init(extra: [String] = []) throws {
        home = try TemporaryHome()
        stdoutPath = home.path + "/server.out"
        stderrPath = home.path + "/server.err"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        server = Process()
        server.executableURL = URL(fileURLWithPath: try AppUnderTest.showcase.path())
        server.arguments = ["serve", "--web", "127.0.0.1:0"] + extra
        server.environment = home.environment
        server.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        server.standardError = FileHandle(forWritingAtPath: stderrPath)
        server.standardInput = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(20)
        var found: (Int, String)?
        while found == nil, Date() < deadline, server.isRunning {
            found = Self.link(in: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "")
            if found == nil { usleep(50_000) }
        }
        guard let found else {
            let output = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            server.terminate()
            throw FixtureError("the server did not print its link: \(output)")
        }
        (port, token) = found
    }

    deinit {
        if server.isRunning {
            server.terminate()
            server.waitUntilExit()
        }
    }

    var link: String { "http://127.0.0.1:\(port)/?token=\(token)" }
    var standardOutput: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var log: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    @discardableResult
    func waitForLog(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if log.contains(text) { return true }
            usleep(50_000)
        }
        return log.contains(text)
    }

    /// The port and token of the printed link (a file's tokens print `TOKEN`).
    static func link(in output: String) -> (Int, String)? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("in the browser on http://") }),
            let start = line.range(of: "http://127.0.0.1:")
        else { return nil }
        let rest = line[start.upperBound...]
        guard let slash = rest.firstIndex(of: "/"), let port = Int(rest[..<slash]),
            let equals = rest.range(of: "?token=")
        else { return nil }
        return (port, String(rest[equals.upperBound...].prefix { $0 != " " }))
    }

    /// A plain HTTP GET; returns the status line and the whole answer.
    func get(_ target: String) throws -> (Int, String) {
        let socket = try RawSocket(port: port)
        try socket.send(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        let answer = String(decoding: socket.readToEnd(timeout: 5), as: UTF8.self)
        let status = answer.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, answer)
    }

    /// Opens a session's WebSocket as the page does; nil and the HTTP answer if refused.
    func openSocket(
        token: String? = nil, origin: String? = nil, query: String = "&cols=100&rows=30", receiveBuffer: Int32? = nil
    ) throws -> (WebSocketClient?, String) {
        let socket = try RawSocket(port: port, receiveBuffer: receiveBuffer)
        let host = "127.0.0.1:\(port)"
        let request =
            "GET /ws?token=\(token ?? self.token)\(query) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + "Origin: \(origin ?? "http://" + host)\r\n\r\n"
        try socket.send(Array(request.utf8))
        let head = socket.readHead(timeout: 5)
        guard head.hasPrefix("HTTP/1.1 101") else {
            return (nil, head + String(decoding: socket.readToEnd(timeout: 5), as: UTF8.self))
        }
        return (WebSocketClient(socket: socket), head)
    }
}

/// A TCP connection with reads that time out.
final class RawSocket {
    let descriptor: Int32
    var pending: [UInt8] = []

    /// `receiveBuffer`: a small one makes a client that does not read fall behind at once.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            Glibc.close(descriptor)
            throw FixtureError("cannot connect to port \(port): errno \(errno)")
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Writes everything; false if the peer closed (EPIPE, ECONNRESET).
    @discardableResult
    func send(_ bytes: [UInt8]) throws -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads what comes within `timeout` seconds into `pending`; false once the peer closed.
    func fill(timeout: TimeInterval) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 { return false }
        pending += buffer[0..<count]
        return true
    }

    func readToEnd(timeout: TimeInterval) -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, fill(timeout: 0.1) {}
        defer { pending = [] }
        return pending
    }

    /// The HTTP head (through its blank line), leaving what follows in `pending`.
    func readHead(timeout: TimeInterval) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        let end = Array("\r\n\r\n".utf8)
        while Date() < deadline {
            if let range = pending.firstRange(of: end) {
                let head = String(decoding: pending[..<range.upperBound], as: UTF8.self)
                pending.removeSubrange(..<range.upperBound)
                return head
            }
            if !fill(timeout: 0.1) { break }
        }
        return String(decoding: pending, as: UTF8.self)
    }

    /// Whether the peer has closed the connection (within `timeout`).
    func isClosed(within timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !fill(timeout: 0.1) { return true }
        }
        return false
    }
}

/// The page's side of a session's WebSocket: masked frames out, the server's rows applied to
/// a screen of lines.
final class WebSocketClient {
    let socket: RawSocket
    private(set) var lines: [String] = []
    private(set) var size: (columns: Int, rows: Int) = (0, 0)
    private(set) var ended: String?
    private(set) var closed = false

    init(socket: RawSocket) {
        self.socket = socket
    }

    var text: String { lines.joined(separator: "\n") }

    static func frame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let count = payload.count
        if count < 126 {
            bytes.append(0x80 | UInt8(count))
        } else if count < 65536 {
            bytes += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8((UInt64(count) >> (8 * UInt64($0))) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return bytes
    }

    @discardableResult
    func send(_ json: String) throws -> Bool {
        try socket.send(Self.frame(opcode: 1, payload: Array(json.utf8)))
    }

    /// Reads frames until `condition` holds or `timeout` passes.
    func read(timeout: TimeInterval, until condition: (WebSocketClient) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            parseFrames()
            if condition(self) { return true }
            if closed || Date() >= deadline { return false }
            if !socket.fill(timeout: 0.1) { closed = true }
        }
    }

    func read(untilScreenContains text: String, timeout: TimeInterval = 15) -> Bool {
        read(timeout: timeout) { $0.lines.contains { $0.contains(text) } }
    }

    private func parseFrames() {
        while socket.pending.count >= 2 {
            let bytes = socket.pending
            let opcode = bytes[0] & 0x0F
            var length = Int(bytes[1] & 0x7F)
            var offset = 2
            if length == 126 {
                guard bytes.count >= 4 else { return }
                length = Int(bytes[2]) << 8 | Int(bytes[3])
                offset = 4
            } else if length == 127 {
                guard bytes.count >= 10 else { return }
                length = (2..<10).reduce(0) { $0 << 8 | Int(bytes[$1]) }
                offset = 10
            }
            guard bytes.count >= offset + length else { return }
            let payload = Array(bytes[offset..<offset + length])
            socket.pending.removeFirst(offset + length)
            switch opcode {
            case 1: apply(String(decoding: payload, as: UTF8.self))
            case 8: closed = true
            default: break
            }
        }
    }

    private func apply(_ json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return }
        if let end = object["end"] as? String { ended = end }
        if let size = object["size"] as? [Int], size.count == 2 {
            self.size = (size[0], size[1])
            while lines.count < size[1] { lines.append("") }
            if lines.count > size[1] { lines.removeLast(lines.count - size[1]) }
        }
        for row in object["rows"] as? [[Any]] ?? [] {
            guard let index = row.first as? Int, lines.indices.contains(index) else { continue }
            if let text = row.last as? String {
                lines[index] = text
            } else if let runs = row.last as? [[Any]] {
                // Runs of one style: [text, fg, bg, flags].
                lines[index] = runs.compactMap { $0.first as? String }.joined()
            }
        }
    }
}
