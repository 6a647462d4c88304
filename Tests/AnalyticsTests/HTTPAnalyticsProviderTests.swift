import Foundation
import XCTest

@testable import Analytics

/// The HTTP provider against a real collector on loopback (Tests/AnalyticsTests/Collector,
/// python3's http.server): killed mid-batch, restarted, answering 500 or never.
@MainActor
final class HTTPAnalyticsProviderTests: XCTestCase {
    private var folder: URL!
    private var collectors: [Process] = []

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        for process in collectors where process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The user's "Share analytics" choice, as the settings hold it.
    private final class Consent {
        var allowed = false
    }

    private var store: URL { folder.appendingPathComponent("collected") }

    /// Starts the collector in `mode` (on `port`, or a free one) and returns its port.
    private func startCollector(_ mode: String, port: Int = 0) throws -> Int {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Collector/collector.py")
        let portFile = folder.appendingPathComponent("port-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, portFile.path, store.path, mode]
        process.environment = ProcessInfo.processInfo.environment.merging(["COLLECTOR_PORT": "\(port)"]) { $1 }
        try process.run()
        collectors.append(process)
        for _ in 0..<500 {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let port = Int(text) { return port }
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTFail("the collector did not start")
        return 0
    }

    private func provider(
        port: Int, batchSize: Int = 5, capacity: Int = 100, timeout: TimeInterval = 2,
        isAllowed: @escaping @MainActor () -> Bool = { true }
    ) -> HTTPAnalyticsProvider {
        let provider = HTTPAnalyticsProvider(
            collectorURL: URL(string: "http://127.0.0.1:\(port)/events")!,
            queueURL: folder.appendingPathComponent("queue/analytics-queue.json"), batchSize: batchSize,
            capacity: capacity, timeout: timeout, baseDelay: .seconds(60), isAllowed: isAllowed)
        provider.configure()
        return provider
    }

    private func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testEveryEventArrivesExactlyOnceAcrossACollectorKilledMidBatchAndRestarted() async throws {
        let port = try startCollector("die-after-receive")
        let provider = provider(port: port, batchSize: 100)
        for index in 0..<5 { provider.report(event: .rowTap, params: [.title: "row", .screen: .integer(index)]) }
        let first = Set(provider.queue!.all.map(\.id))
        let sent = await provider.send()
        XCTAssertFalse(sent, "the collector died before answering")
        provider.cancelRetry()
        XCTAssertEqual(provider.queue?.count, 5, "nothing lost from the queue")
        XCTAssertEqual(provider.failures, 1)
        collectors[0].waitUntilExit()

        _ = try startCollector("ok", port: port)
        for _ in 0..<3 { provider.report(event: .screenView, params: [.source: .boolean(true)]) }
        let all = first.union(provider.queue!.all.map(\.id))
        let resent = await provider.send()
        XCTAssertTrue(resent)
        XCTAssertEqual(provider.queue?.count, 0)
        XCTAssertEqual(provider.failures, 0)
        let kept = lines(store)
        XCTAssertEqual(kept.count, 8)
        XCTAssertEqual(Set(kept), all, "every event, each once")
        XCTAssertEqual(
            lines(store.appendingPathExtension("raw")).count, 13, "the first batch went twice: ids kept it once")
    }

    func testTheQueueSurvivesARestartWhileOffline() async throws {
        let port = try startCollector("ok")
        collectors[0].terminate()
        collectors[0].waitUntilExit()
        let offline = provider(port: port)
        for _ in 0..<4 { offline.report(event: .demoPing, params: [:]) }
        let ids = Set(offline.queue!.all.map(\.id))
        let sent = await offline.send()
        XCTAssertFalse(sent)
        offline.cancelRetry()

        _ = try startCollector("ok", port: port)
        let restarted = provider(port: port)
        XCTAssertEqual(Set(restarted.queue!.all.map(\.id)), ids, "read back from disk")
        restarted.cancelRetry()
        let resent = await restarted.send()
        XCTAssertTrue(resent)
        XCTAssertEqual(Set(lines(store)), ids)
    }

    func testACollectorThatAnswers500OrNeverKeepsEverythingAndBacksOff() async throws {
        let failing = provider(port: try startCollector("error"))
        failing.report(event: .buttonTap, params: [.title: "Retry"])
        var sent = await failing.send()
        XCTAssertFalse(sent)
        failing.cancelRetry()
        XCTAssertEqual(failing.retryDelay, .seconds(60))
        sent = await failing.send()
        XCTAssertFalse(sent)
        failing.cancelRetry()
        XCTAssertEqual(failing.retryDelay, .seconds(120), "doubled")
        XCTAssertEqual(failing.queue?.count, 1)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("queue"))
        let hanging = provider(port: try startCollector("hang"), timeout: 1)
        hanging.report(event: .buttonTap, params: [.title: "Retry"])
        let start = Date()
        sent = await hanging.send()
        hanging.cancelRetry()
        XCTAssertFalse(sent)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "gave up at the timeout")
        XCTAssertEqual(hanging.queue?.count, 1)
    }

    func testNothingIsQueuedOrSentWhileOptedOut() async throws {
        let consent = Consent()
        let provider = provider(port: try startCollector("ok")) { consent.allowed }
        provider.report(event: .rowTap, params: [:])
        XCTAssertEqual(provider.queue?.count, 0)
        XCTAssertFalse(provider.shouldReport(event: .rowTap))
        consent.allowed = true
        provider.report(event: .rowTap, params: [:])
        consent.allowed = false
        let sent = await provider.send()
        XCTAssertFalse(sent)
        XCTAssertEqual(lines(store), [], "opted out before the send: nothing left the machine")
    }

    func testTheQueueIsCappedPrivateAndTyped() async throws {
        let file = folder.appendingPathComponent("private/queue.json")
        let queue = try AnalyticsQueue(fileURL: file, capacity: 3)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<5 {
            try queue.append(
                .init(
                    id: "e\(index)", event: "row_tap",
                    params: ["n": .integer(index), "x": .double(1.5), "b": .boolean(true), "d": .date(date), "s": "t"],
                    time: date))
        }
        XCTAssertEqual(queue.all.map(\.id), ["e2", "e3", "e4"], "the oldest dropped")
        XCTAssertEqual(queue.dropped, 2)
        let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)[.posixPermissions]
            as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(folderMode, 0o700)
        let reopened = try AnalyticsQueue(fileURL: file, capacity: 3)
        XCTAssertEqual(reopened.all, queue.all, "every kind read back as it was")
        XCTAssertEqual(reopened.all.first?.params["d"], .date(date))
    }
}
