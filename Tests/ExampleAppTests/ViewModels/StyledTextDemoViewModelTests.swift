import TUITestSupport
import Utilities
import XCTest

@testable import ExampleApp

@MainActor
final class StyledTextDemoViewModelTests: XCTestCase {
    private var commands: RecordingCommands!
    private var copied: [String] = []
    private var sent: [AppCommand] = []

    override func setUp() async throws {
        commands = try RecordingCommands()
        try commands.add("xdg-open")
    }

    private func model(display: Bool = true) -> StyledTextDemoViewModel {
        var environment = ["PATH": commands.path]
        if display { environment["DISPLAY"] = ":0" }
        let opener = URLOpener(appScheme: "exampletui", environment: environment)
        let links = LinkOpening(opener: opener, clipboard: Clipboard { [weak self] in self?.copied.append($0) }) {
            [weak self] in self?.sent.append($0)
        }
        return StyledTextDemoViewModel(links: links)
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
        XCTAssertEqual(commands.arguments(of: "xdg-open"), [StyledTextDemoViewModel.documentationURL])
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
        XCTAssertEqual(commands.arguments(of: "xdg-open"), ["mailto:team@example.com"])
    }

    func testWithoutADisplayTheLinkIsCopiedAndTheAppsOwnRoutesInside() async {
        let model = model(display: false)
        model.onLinkTapped("https://example.com")
        XCTAssertEqual(copied, ["https://example.com"])
        XCTAssertEqual(model.linkStatus, R.string.common.linkCopied("https://example.com"))
        model.onLinkTapped("exampletui://examples/table")
        guard case .openDeepLink("exampletui://examples/table") = sent.last else {
            return XCTFail("not routed: \(sent)")
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
        XCTAssertEqual(commands.arguments(of: "xdg-open", timeout: 0.2), [])
    }
}
