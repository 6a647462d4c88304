import XCTest

@testable import ExampleApp

/// The markdown demo's pages: where it opens, paging round, which links name a page, and
/// links with a scheme opened outside through `LinkOpening` (a recording `xdg-open` first
/// on `PATH`: a real process, the real lookup).
@MainActor
final class MarkdownDemoViewModelTests: XCTestCase {
    private let pages = ["README", "docs/markdown", "docs/table"].map {
        MarkdownDemoViewModel.Page(name: $0, text: "# \($0)")
    }
    private var recording: RecordingLinks!

    override func setUp() async throws {
        recording = try RecordingLinks()
    }

    private func links(display: Bool = true) -> LinkOpening {
        recording.opening(display: display)
    }

    private func model(
        _ initialPage: String? = "docs/markdown", requested: String? = nil, display: Bool = true
    ) -> MarkdownDemoViewModel {
        if let requested {
            return MarkdownDemoViewModel(
                pages: pages, initialPage: initialPage, requested: requested, links: links(display: display))
        }
        return MarkdownDemoViewModel(pages: pages, initialPage: initialPage, links: links(display: display))
    }

    func testOpensOnTheNamedPageAndPagesRound() async {
        let viewModel = model()
        XCTAssertEqual(viewModel.page?.name, "docs/markdown")
        viewModel.movePage(by: 2)
        XCTAssertEqual(viewModel.page?.name, "README")
        viewModel.movePage(by: -1)
        XCTAssertEqual(viewModel.page?.name, "docs/table")
        XCTAssertEqual(model("missing").selectedPage, 0)
        XCTAssertNil(MarkdownDemoViewModel(pages: [], links: links()).page)
    }

    func testRelativeLinksNameAPageFilesOfTheRepositoryAreSaidToBeNone() async {
        let viewModel = model()
        XCTAssertEqual(viewModel.pageName(of: "table.md#keys"), "docs/table")
        XCTAssertEqual(viewModel.pageName(of: "../README.md"), "README")
        XCTAssertEqual(viewModel.pageName(of: "./table.md"), "docs/table")
        XCTAssertNil(viewModel.pageName(of: "https://example.com/a.md"))
        XCTAssertNil(viewModel.pageName(of: "images/a.svg"))
        XCTAssertEqual(viewModel.open(link: "images/a.svg"), .elsewhere)
        XCTAssertEqual(viewModel.announcement, R.string.markdownDemo.notAPage("images/a.svg"))
        XCTAssertEqual(viewModel.open(link: "table.md#keys"), .page(anchor: "keys"))
        XCTAssertEqual(viewModel.page?.name, "docs/table")
        XCTAssertEqual(viewModel.announcement, R.string.markdownDemo.openedPage("docs/table.md"))
        XCTAssertEqual(viewModel.open(link: "./TABLE.md"), .page(anchor: nil), "the page showing")
        XCTAssertEqual(viewModel.open(link: "#nowhere"), .elsewhere, "the reader found no such heading")
        XCTAssertEqual(viewModel.announcement, R.string.markdownDemo.noHeading("nowhere", "docs/table.md"))
        XCTAssertEqual(recording.opened(timeout: 0.2), [], "nothing left the app")
    }

    func testAWebLinkOpensThroughXdgOpen() async {
        let viewModel = model()
        XCTAssertEqual(viewModel.open(link: "https://example.com/a?b=1"), .elsewhere)
        XCTAssertEqual(recording.opened(), ["https://example.com/a?b=1"])
        XCTAssertEqual(viewModel.announcement, R.string.common.styledTextOpened("https://example.com/a?b=1"))
        XCTAssertEqual(viewModel.page?.name, "docs/markdown")
        viewModel.movePage(by: 1)
        XCTAssertNil(viewModel.announcement, "another page: the outcome goes")
    }

    func testAnotherSchemeWaitsForTheUsersYes() async {
        let viewModel = model()
        _ = viewModel.open(link: "mailto:team@example.com")
        XCTAssertTrue(viewModel.links.isConfirmationPresented)
        XCTAssertEqual(viewModel.links.pending, "mailto:team@example.com")
        viewModel.links.isConfirmationPresented = false  // the alert closes before its action
        viewModel.links.confirm()
        XCTAssertEqual(recording.opened(), ["mailto:team@example.com"])
        XCTAssertEqual(viewModel.announcement, R.string.common.styledTextOpened("mailto:team@example.com"))
    }

    func testWithoutADisplayALinkIsCopiedTheAppsOwnRoutesInsideAndFileIsRefused() async {
        let viewModel = model(display: false)
        _ = viewModel.open(link: "https://example.com")
        XCTAssertEqual(recording.copied, ["https://example.com"])
        XCTAssertEqual(viewModel.announcement, R.string.common.linkCopied("https://example.com"))
        _ = viewModel.open(link: "exampletui://examples/table")
        guard case .openDeepLink("exampletui://examples/table") = recording.sent.last else {
            return XCTFail("not routed: \(recording.sent)")
        }
        _ = viewModel.open(link: "file:///etc/passwd")
        XCTAssertEqual(viewModel.announcement, R.string.common.linkRefusedFile())
        XCTAssertEqual(recording.opened(timeout: 0.2), [])
    }

    func testARequestedPageByItsNameWithOrWithoutFolderOrExtension() async {
        for name in ["docs/table", "docs/table.md", "table", "TABLE.md", " ./docs/table.md "] {
            XCTAssertEqual(MarkdownDemoViewModel.index(of: name, in: pages), 2, name)
        }
        XCTAssertEqual(MarkdownDemoViewModel.index(of: "readme", in: pages), 0)
        for name in ["", ".md", "docs", "docs/nothing", "../README.md/x"] {
            XCTAssertNil(MarkdownDemoViewModel.index(of: name, in: pages), name)
        }
        let found = model(requested: "table")
        XCTAssertEqual(found.page?.name, "docs/table")
        XCTAssertNil(found.announcement)
        let missing = model(requested: "nope")
        XCTAssertEqual(missing.page?.name, "docs/markdown")
        XCTAssertEqual(missing.announcement, #"No page "nope": showing docs/markdown.md"#)
    }
}
