import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test backend (`Tests/NetworkTests/Server/loopback_server.py`) running on a free
/// loopback port, for the network tests and the refresh-storm benchmark.
///
/// The server stops when `stop()` closes its stdin, or when this process exits, so a crashed
/// test run leaves nothing listening.
public final class LoopbackServer: @unchecked Sendable {
    public enum LaunchError: Error, CustomStringConvertible {
        case noPort(output: String)

        public var description: String {
            switch self {
            case .noPort(let output): "the loopback server did not report its port; it printed: \(output)"
            }
        }
    }

    /// `http://127.0.0.1:<port>/api/v1`
    public let baseURL: URL
    public let port: Int
    private let process = Process()
    private let input = Pipe()

    /// The server script beside this package's tests.
    public static var defaultScript: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/NetworkTests/Server/loopback_server.py")
    }

    /// Starts the server and waits until it listens.
    public init(script: URL = LoopbackServer.defaultScript) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, line.hasPrefix("PORT "),
            let port = Int(line.dropFirst(5))
        else {
            process.terminate()
            throw LaunchError.noPort(output: text)
        }
        self.port = port
        baseURL = URL(string: "http://127.0.0.1:\(port)/api/v1")!
    }

    deinit {
        stop()
    }

    /// Stops the server and waits for it to exit.
    public func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// What the server has counted so far.
    public struct Stats: Decodable, Sendable {
        public let refreshCount: Int
        public let loginCount: Int
        public let itemRequests: Int
    }

    public func stats() async throws -> Stats {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("control/stats"))
        return try JSONDecoder().decode(Stats.self, from: data)
    }

    /// Makes the current access token stop working.
    public func expireAccessToken() async throws {
        try await control("expire")
    }

    /// Makes every refresh from now on fail with 401.
    public func refuseRefresh() async throws {
        try await control("refuse-refresh")
    }

    /// The push channel's event stream (outside `/api/v1`, as dev's `PUSH_CHANNEL_URL`).
    public var pushChannelURL: URL {
        URL(string: "http://127.0.0.1:\(port)/push/v1/events")!
    }

    /// Queues a push (a `.apns` JSON) for every push channel stream, now and later.
    public func queuePush(_ json: String) async throws {
        try await control("push", body: Data(json.utf8))
    }

    /// Ends every open push channel stream, as a dropped connection does.
    public func dropPushStreams() async throws {
        try await control("drop-push-streams")
    }

    /// The bodies of the push token registrations received, in order.
    public func pushTokenRegistrations() async throws -> [[String: String]] {
        struct Registrations: Decodable {
            let tokens: [[String: String]]
        }
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("control/push-tokens"))
        return try JSONDecoder().decode(Registrations.self, from: data).tokens
    }

    private func control(_ name: String, body: Data? = nil) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("control/\(name)"))
        request.httpMethod = "POST"
        request.httpBody = body
        _ = try await URLSession.shared.data(for: request)
    }
}
