import XCTest

@testable import ExampleApp

@MainActor
final class StyledTextDemoViewModelTests: XCTestCase {
    private var recording: RecordingLinks!

    override func setUp() async throws {
        recording = try RecordingLinks()
    }

    private func model(display: Bool = true) -> StyledTextDemoViewModel {
        StyledTextDemoViewModel(links: recording.opening(display: display))
    }

    func testWidthChangesStayWithinTheRange() async {
        let model = model()
        let start = model.width
        model.changeWidth(by: 4)
        XCTAssertEqual(model.width, start + 4)
        XCTAssertEqual(model.widthStatus, R.string.components.styledTextWidth(start + 4))
        for _ in 0..<50 { model.changeWidth(by: 4) }
        XCTAssertEqual(model.width, StyledTextDemoViewModel.widthRange.upperBound)
        for _ in 0..<50 { model.changeWidth(by: -4) }
        XCTAssertEqual(model.width, StyledTextDemoViewModel.widthRange.lowerBound)
    }

    func testATappedLinkOpensThroughXdgOpen() async {
        let model = model()
        XCTAssertNil(model.linkStatus)
        model.onLinkTapped(StyledTextDemoViewModel.documentationURL)
        XCTAssertEqual(recording.opened(), [StyledTextDemoViewModel.documentationURL])
        XCTAssertEqual(
            model.linkStatus, R.string.common.styledTextOpened(StyledTextDemoViewModel.documentationURL))
    }

    func testAnotherSchemeWaitsForTheUsersYes() async {
        let model = model()
        model.onLinkTapped("mailto:team@example.com")
        XCTAssertTrue(model.links.isConfirmationPresented)
        model.links.cancel()
        XCTAssertFalse(model.links.isConfirmationPresented)
        XCTAssertNil(model.linkStatus)
        model.onLinkTapped("mailto:team@example.com")
        // As the alert does: it closes itself, then runs the button's action.
        model.links.isConfirmationPresented = false
        model.links.confirm()
        XCTAssertEqual(recording.opened(), ["mailto:team@example.com"])
    }

    func testWithoutADisplayTheLinkIsCopiedAndTheAppsOwnRoutesInside() async {
        let model = model(display: false)
        model.onLinkTapped("https://example.com")
        XCTAssertEqual(recording.copied, ["https://example.com"])
        XCTAssertEqual(model.linkStatus, R.string.common.linkCopied("https://example.com"))
        model.onLinkTapped("exampletui://examples/table")
        guard case .openDeepLink("exampletui://examples/table") = recording.sent.last else {
            return XCTFail("not routed: \(recording.sent)")
        }
    }

    func testABadLinkIsRefusedWithAClearMessage() async {
        let model = model()
        model.onLinkTapped("file:///etc/passwd")
        XCTAssertEqual(model.linkStatus, R.string.common.linkRefusedFile())
        model.onLinkTapped("https://x/\u{7}")
        XCTAssertEqual(model.linkStatus, R.string.common.linkRefusedControl())
        let long = "https://example.com/" + String(repeating: "a", count: 100_000)
        model.onLinkTapped(long)
        XCTAssertEqual(model.linkStatus, R.string.common.linkRefusedLong(long.utf8.count))
        XCTAssertEqual(recording.opened(timeout: 0.2), [])
    }
}
