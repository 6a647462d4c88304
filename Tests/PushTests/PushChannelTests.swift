import Foundation
import Logging
import XCTest

@testable import Push

/// The push channel against a real event-stream server on loopback
/// (Tests/PushTests/Server/sse_server.py, python3's http.server): it drops connections
/// mid-event, sends garbage and a 10 MB event, and refuses with 503.
@MainActor
final class PushChannelTests: XCTestCase {
    private var folder: URL!
    private var servers: [Process] = []
    private var channels: [PushChannel] = []

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("push-channel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        for channel in channels { channel.stop() }
        for process in servers where process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    private var requestLog: URL { folder.appendingPathComponent("requests.log") }

    /// Starts the server in `mode` and returns its port; the test fails if it does not start.
    private func startServer(_ mode: String) throws -> Int {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Server/sse_server.py")
        let portFile = folder.appendingPathComponent("port")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, portFile.path, requestLog.path, mode]
        try process.run()
        servers.append(process)
        for _ in 0..<500 {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let port = Int(text) { return port }
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTFail("the push server did not start")
        throw CancellationError()
    }

    private func channel(port: Int, logs: LogLines? = nil) -> PushChannel {
        let logs = logs ?? LogLines()
        let logger = Logger(label: "push") { _ in logs.handler }
        let channel = PushChannel(
            url: URL(string: "http://127.0.0.1:\(port)/push/v1/events")!, deviceToken: { "feedface" },
            baseDelay: .milliseconds(50), maximumDelay: .milliseconds(400), logger: logger)
        channels.append(channel)
        return channel
    }

    /// Waits (at most `seconds`) until `condition` holds.
    private func wait(seconds: Double = 20, until condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
    }

    private func requests() -> [String] {
        ((try? String(contentsOf: requestLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testEveryPushArrivesOnceAndInOrderAcrossDroppedConnections() async throws {
        let channel = channel(port: try startServer("drop"))
        var titles: [String] = []
        var ids: [String] = []
        channel.onPush = { payload, id in
            titles.append(payload.title ?? "")
            ids.append(id)
        }
        channel.start()
        await wait { titles.count >= 9 }
        try await Task.sleep(for: .milliseconds(300))  // anything more would arrive now
        XCTAssertEqual(titles, (1...9).map { "Push \($0)" })
        XCTAssertEqual(ids, (1...9).map { "p\($0)" })
        XCTAssertEqual(channel.lastEventId, "p9")
        XCTAssertEqual(channel.state, .connected)
        XCTAssertEqual(channel.connectionCount, 3)
        XCTAssertEqual(
            requests(), ["1 last-event-id=-", "2 last-event-id=p3", "3 last-event-id=p6"],
            "each reconnection says the last event read whole: the half event is sent again")
    }

    func testALastEventIdFromTheLastLaunchAsksOnlyForWhatCameSince() async throws {
        let port = try startServer("drop")
        let logs = LogLines()
        let channel = PushChannel(
            url: URL(string: "http://127.0.0.1:\(port)/")!, baseDelay: .milliseconds(50), lastEventId: "p5",
            logger: Logger(label: "push") { _ in logs.handler })
        channels.append(channel)
        var titles: [String] = []
        channel.onPush = { payload, _ in titles.append(payload.title ?? "") }
        channel.start()
        await wait { titles.count >= 4 }
        XCTAssertEqual(titles, (6...9).map { "Push \($0)" })
        XCTAssertEqual(requests().first, "1 last-event-id=p5")
    }

    func testGarbageAndA10MegabyteEventAreLoggedAndThePushesAfterThemArrive() async throws {
        let logs = LogLines()
        let channel = channel(port: try startServer("garbage"), logs: logs)
        var titles: [String] = []
        channel.onPush = { payload, _ in titles.append(payload.title ?? "") }
        channel.start()
        await wait { titles.count >= 3 }
        XCTAssertEqual(titles, ["Push 1", "Push 2", "Push 3"])
        XCTAssertEqual(channel.connectionCount, 1, "bad input does not end the connection")
        let messages = logs.lines
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("push channel line not understood; ignored") && $0.contains("nonsense: 12")
            }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("line not understood") && $0.contains("retry: soon") })
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("push channel event is not a push; skipped") && $0.contains("not a JSON object")
            })
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("push channel event over the size cap; skipped") && $0.contains("bytes=10485775")
            },
            "\(messages.filter { $0.contains("cap") })")
    }

    func testARefusingServerIsRetriedWithBackoffUntilItAnswers() async throws {
        let channel = channel(port: try startServer("refuse"))
        var states: [PushChannelState] = []
        channel.onChange = { [unowned channel] in states.append(channel.state) }
        var titles: [String] = []
        channel.onPush = { payload, _ in titles.append(payload.title ?? "") }
        channel.start()
        await wait { titles.count >= 3 }
        XCTAssertEqual(titles, ["Push 1", "Push 2", "Push 3"])
        let waits = states.compactMap { if case .reconnecting(let delay, _) = $0 { delay } else { nil } }
        XCTAssertEqual(waits, [.milliseconds(50), .milliseconds(100)], "doubling from the base delay")
        XCTAssertTrue(
            states.contains(.reconnecting(delay: .milliseconds(50), reason: "the server answered HTTP 503")))
        XCTAssertEqual(requests().count, 3)
    }

    func testTheServersRetryIsTheWaitBeforeTheNextConnection() async throws {
        let channel = channel(port: try startServer("retry"))
        var states: [PushChannelState] = []
        channel.onChange = { [unowned channel] in states.append(channel.state) }
        var titles: [String] = []
        channel.onPush = { payload, _ in titles.append(payload.title ?? "") }
        channel.start()
        await wait { titles.count >= 3 }
        XCTAssertEqual(titles, ["Push 1", "Push 2", "Push 3"])
        let waits = states.compactMap { if case .reconnecting(let delay, _) = $0 { delay } else { nil } }
        XCTAssertEqual(waits, [.milliseconds(120)], "the server's retry, not the base delay")
        XCTAssertEqual(requests(), ["1 last-event-id=-", "2 last-event-id=p1"])
    }

    func testAQuietOpenStreamCostsNoCPU() async throws {
        // The server sends a comment every 0.5 s after its pushes. Through corelibs
        // URLSession's data delegate a quiet stream kept a core half busy (about 1 s of CPU
        // in 3 s); the channel's own libcurl thread sleeps.
        let channel = channel(port: try startServer("refuse"))
        var count = 0
        channel.onPush = { _, _ in count += 1 }
        channel.start()
        await wait { count >= 3 }
        XCTAssertEqual(count, 3)
        let before = Self.processCPUSeconds()
        try await Task.sleep(for: .seconds(2))
        let used = Self.processCPUSeconds() - before
        XCTAssertLessThan(used, 0.3, "CPU seconds spent in 2 s on an open, quiet stream")
        XCTAssertEqual(channel.state, .connected)
    }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    func testStopEndsTheConnectionAndNothingMoreArrives() async throws {
        let channel = channel(port: try startServer("garbage"))
        var count = 0
        channel.onPush = { _, _ in count += 1 }
        channel.start()
        await wait { count >= 3 }
        channel.stop()
        XCTAssertEqual(channel.state, .stopped)
        XCTAssertFalse(channel.isRunning)
        try await Task.sleep(for: .milliseconds(600))
        XCTAssertEqual(channel.state, .stopped, "no reconnection after a stop")
        XCTAssertEqual(requests().count, 1)
    }

    func testTheBackoffDoublesUpToItsCapAndAServerRetryWins() {
        let channel = PushChannel(url: URL(string: "http://127.0.0.1:1/")!, baseDelay: .milliseconds(500))
        XCTAssertEqual(channel.delay(afterFailures: 0), .milliseconds(500))
        XCTAssertEqual(channel.delay(afterFailures: 3), .seconds(4))
        XCTAssertEqual(channel.delay(afterFailures: 30), .seconds(30))
    }
}

/// A swift-log handler that keeps each message with its metadata, for the log checks.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    var lines: [String] { lock.withLock { kept } }

    var handler: Handler { Handler(owner: self) }

    struct Handler: LogHandler {
        let owner: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            owner.lock.withLock { owner.kept.append(([event.message.description] + fields).joined(separator: " ")) }
        }
    }
}
