import DeepLinks
import Logging
import XCTest

private enum TestLink: Equatable {
    case page(String)
}

private struct NotALink: Error, CustomStringConvertible {
    let url: String
    var description: String { "'\(url)' is not a test link" }
}

/// A provider that delivers the launch URL and keeps the handler for later links.
@MainActor
private final class ManualProvider: DeepLinkProvider {
    let name = "manual"
    var handler: DeepLinkHandler?

    func configure(launchOptions: DeepLinkLaunchOptions, handler: @escaping DeepLinkHandler) {
        self.handler = handler
        if let url = launchOptions.url { _ = handler(url, "launch") }
    }
}

@MainActor
final class DeepLinkServiceTests: XCTestCase {
    /// The service logs what it receives and rejects; the tests read its history instead,
    /// and keep the test output free of swift-log's default console handler.
    private static let quiet = Logger(label: "deeplinks") { _ in SwiftLogNoOpLogHandler() }

    private func makeService() -> DeepLinkService<TestLink> {
        DeepLinkService(
            parse: { url in
                guard url.hasPrefix("test://") else { throw NotALink(url: url) }
                return .page(String(url.dropFirst("test://".count)))
            }, logger: Self.quiet)
    }

    func testTheLaunchLinkWaitsForTheHandlerThenLaterLinksGoStraightThrough() async {
        let service = makeService()
        let provider = ManualProvider()
        service.configure(launchOptions: DeepLinkLaunchOptions(url: "test://start"), providers: [provider])
        var received: [TestLink] = []
        service.onDeeplinkReceived = { received.append($0) }
        XCTAssertEqual(received, [.page("start")])
        XCTAssertEqual(provider.handler?("test://next", "socket"), .opened)
        XCTAssertEqual(received, [.page("start"), .page("next")])
        XCTAssertEqual(service.history.map(\.source), ["socket", "launch"], "latest first")
    }

    func testABadLinkGoesToTheFailureHandlerAndTheHistoryNeverToTheReceiver() async {
        let service = makeService()
        let provider = ManualProvider()
        service.configure(launchOptions: DeepLinkLaunchOptions(), providers: [provider])
        var received: [TestLink] = []
        var failures: [String] = []
        var changes = 0
        service.onDeeplinkReceived = { received.append($0) }
        service.onDeeplinkFailed = { url, reason in failures.append("\(url) | \(reason)") }
        service.onHistoryChange = { changes += 1 }
        let outcome = provider.handler?("http://x", "socket")
        XCTAssertEqual(outcome, .rejected("'http://x' is not a test link"))
        XCTAssertEqual(received, [])
        XCTAssertEqual(failures, ["http://x | 'http://x' is not a test link"])
        XCTAssertEqual(
            service.history,
            [DeepLinkRecord(url: "http://x", source: "socket", outcome: .rejected("'http://x' is not a test link"))])
        XCTAssertEqual(changes, 1)
    }

    func testTheHistoryKeepsTheLatestLinks() async {
        let service = makeService()
        for index in 0..<(DeepLinkService<TestLink>.historyLimit + 5) {
            service.receive(url: "test://\(index)", source: "test")
        }
        XCTAssertEqual(service.history.count, DeepLinkService<TestLink>.historyLimit)
        XCTAssertEqual(service.history.first?.url, "test://\(DeepLinkService<TestLink>.historyLimit + 4)")
    }

    func testTheURLSchemeProviderDeliversTheLaunchURLAndSocketLinks() async throws {
        let runtime = try TemporaryFolder()
        let location = try InstanceSocketLocation.resolve(
            appName: "test-app", environment: ["XDG_RUNTIME_DIR": runtime.path], create: true)
        let server = try InstanceSocketServer(location: location, logger: Self.quiet)
        defer { server.stop() }
        let service = makeService()
        var received: [TestLink] = []
        service.onDeeplinkReceived = { received.append($0) }
        service.configure(
            launchOptions: DeepLinkLaunchOptions(url: "test://launch"),
            providers: [URLSchemeDeepLinkProvider(server: server)])
        XCTAssertEqual(server.onLink?("test://socket"), .accepted)
        XCTAssertEqual(server.onLink?("nope"), .rejected("'nope' is not a test link"))
        XCTAssertEqual(received, [.page("launch"), .page("socket")])
    }
}
