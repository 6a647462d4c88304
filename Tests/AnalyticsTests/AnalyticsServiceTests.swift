import Analytics
import Foundation
import Logging
import XCTest

/// A provider that records what it was given.
@MainActor
private final class RecordingProvider: AnalyticsProvider {
    let name: String
    let excluded: Set<AnalyticsEvent>
    var configured = 0
    var reported: [(AnalyticsEvent, AnalyticsParams)] = []

    init(name: String, excluded: Set<AnalyticsEvent> = []) {
        self.name = name
        self.excluded = excluded
    }

    func configure() { configured += 1 }
    func report(event: AnalyticsEvent, params: AnalyticsParams) { reported.append((event, params)) }
    func shouldReport(event: AnalyticsEvent) -> Bool { !excluded.contains(event) }
}

@MainActor
final class AnalyticsServiceTests: XCTestCase {
    func testConfigureConfiguresEveryProviderOnce() async {
        let first = RecordingProvider(name: "a")
        let second = RecordingProvider(name: "b")
        let service = AnalyticsService()
        service.configure(providers: [first, second])
        XCTAssertEqual([first.configured, second.configured], [1, 1])
        XCTAssertEqual(service.providers.map(\.name), ["a", "b"])
    }

    func testEachProviderGetsOnlyTheEventsItAgreesToAndEveryDecisionIsObserved() async {
        let all = RecordingProvider(name: "all")
        let picky = RecordingProvider(name: "picky", excluded: [.screenView])
        let service = AnalyticsService()
        var deliveries: [AnalyticsDelivery] = []
        service.onDelivery = { deliveries.append($0) }
        service.configure(providers: [all, picky])

        service.report(event: .screenView, params: [.screen: "Examples"])
        service.report(event: .rowTap, params: [.title: "toasts"])

        XCTAssertEqual(all.reported.map(\.0), [.screenView, .rowTap])
        XCTAssertEqual(picky.reported.map(\.0), [.rowTap])
        XCTAssertEqual(picky.reported.first?.1, [.title: "toasts"])
        XCTAssertEqual(
            deliveries,
            [
                AnalyticsDelivery(provider: "all", event: .screenView, params: [.screen: "Examples"], isReported: true),
                AnalyticsDelivery(
                    provider: "picky", event: .screenView, params: [.screen: "Examples"], isReported: false),
                AnalyticsDelivery(provider: "all", event: .rowTap, params: [.title: "toasts"], isReported: true),
                AnalyticsDelivery(provider: "picky", event: .rowTap, params: [.title: "toasts"], isReported: true),
            ])
    }

    func testProvidersConfiguredOnTheSharedInstanceHearReportsMadeThroughIt() async {
        let provider = RecordingProvider(name: "shared")
        let previous = AnalyticsService.shared.providers
        defer { AnalyticsService.shared.configure(providers: previous) }
        // Configured in one place and reported from another, as the app and its screens do.
        AnalyticsService.shared.configure(providers: [provider])
        AnalyticsService.shared.report(event: .buttonTap, params: [.title: "Retry"])
        XCTAssertEqual(provider.reported.map(\.0), [.buttonTap])
        XCTAssertEqual(provider.reported.first?.1, [.title: "Retry"])
        XCTAssertEqual(AnalyticsService.shared.providers.map(\.name), ["shared"])
    }

    func testTheLogProviderWritesOneLineWithTheParamsAsMetadata() async {
        let box = LogBox()
        let logger = Logger(label: "analytics") { label in RecordingLogHandler(label: label, box: box) }
        let provider = LogAnalyticsProvider(excluded: [.demoPing], logger: logger)
        let service = AnalyticsService()
        service.configure(providers: [provider])
        service.report(event: .buttonTap, params: [.title: "Retry", .screen: "Errors"])
        service.report(event: .demoPing)

        let infos = box.entries.filter { $0.level == .info }
        XCTAssertEqual(infos.map(\.message), ["button_tap"])
        XCTAssertEqual(infos.first?.metadata["title"], "Retry")
        XCTAssertEqual(infos.first?.metadata["screen"], "Errors")
        XCTAssertEqual(infos.first?.label, "analytics")
    }

    func testTheFileProviderAppendsJSONLinesToAPrivateFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state/analytics.jsonl")
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        for _ in 0..<2 {
            let service = AnalyticsService()
            service.configure(
                providers: [FileAnalyticsProvider(fileURL: file, excluded: [.screenView], now: { time })])
            service.report(event: .rowTap, params: [.title: "push", .screen: "Examples"])
            service.report(event: .screenView, params: [.screen: "Push"])
        }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let expected =
            #"{"event":"row_tap","params":{"screen":"Examples","title":"push"},"time":"2027-01-15T08:00:00Z"}"#
        XCTAssertEqual(lines, [Substring(expected), Substring(expected)], "appended, filtered events left out")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    func testAFileThatCannotBeOpenedIsLoggedAndReportsDoNotThrow() async throws {
        let box = LogBox()
        let logger = Logger(label: "analytics") { label in RecordingLogHandler(label: label, box: box) }
        let provider = FileAnalyticsProvider(
            fileURL: URL(fileURLWithPath: "/proc/no/such/analytics.jsonl"), logger: logger)
        let service = AnalyticsService()
        service.configure(providers: [provider])
        service.report(event: .rowTap)
        XCTAssertTrue(box.entries.contains { $0.level == .error && $0.message.contains("cannot open") })
    }
}

/// Log entries a `RecordingLogHandler` collected.
final class LogBox: @unchecked Sendable {
    struct Entry {
        let label: String
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let lock = NSLock()
    private var stored: [Entry] = []

    var entries: [Entry] { lock.withLock { stored } }

    func append(_ entry: Entry) { lock.withLock { stored.append(entry) } }
}

struct RecordingLogHandler: LogHandler {
    let label: String
    let box: LogBox
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).mapValues { "\($0)" }
        box.append(LogBox.Entry(label: label, level: event.level, message: "\(event.message)", metadata: fields))
    }
}
