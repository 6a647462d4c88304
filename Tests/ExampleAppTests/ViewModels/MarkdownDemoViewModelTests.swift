import XCTest

@testable import ExampleApp

/// The markdown demo's pages: where it opens, paging round, and which links name a page.
@MainActor
final class MarkdownDemoViewModelTests: XCTestCase {
    private let pages = ["README", "docs/markdown", "docs/table"].map {
        MarkdownDemoViewModel.Page(name: $0, text: "# \($0)")
    }

    func testOpensOnTheNamedPageAndPagesRound() async {
        let viewModel = MarkdownDemoViewModel(pages: pages, initialPage: "docs/markdown")
        XCTAssertEqual(viewModel.page?.name, "docs/markdown")
        viewModel.movePage(by: 2)
        XCTAssertEqual(viewModel.page?.name, "README")
        viewModel.movePage(by: -1)
        XCTAssertEqual(viewModel.page?.name, "docs/table")
        XCTAssertEqual(MarkdownDemoViewModel(pages: pages, initialPage: "missing").selectedPage, 0)
        XCTAssertNil(MarkdownDemoViewModel(pages: []).page)
    }

    func testRelativeLinksNameAPageOthersAreAnnounced() async {
        let viewModel = MarkdownDemoViewModel(pages: pages, initialPage: "docs/markdown")
        XCTAssertEqual(viewModel.pageName(of: "table.md#keys"), "docs/table")
        XCTAssertEqual(viewModel.pageName(of: "../README.md"), "README")
        XCTAssertEqual(viewModel.pageName(of: "./table.md"), "docs/table")
        XCTAssertNil(viewModel.pageName(of: "https://example.com/a.md"))
        XCTAssertNil(viewModel.pageName(of: "images/a.svg"))
        viewModel.open(link: "https://example.com")
        XCTAssertEqual(viewModel.page?.name, "docs/markdown")
        XCTAssertEqual(viewModel.announcement, "Opened https://example.com")
        viewModel.open(link: "table.md")
        XCTAssertEqual(viewModel.page?.name, "docs/table")
        XCTAssertEqual(viewModel.announcement, "Opened the page docs/table.md")
    }

    func testARequestedPageByItsNameWithOrWithoutFolderOrExtension() async {
        for name in ["docs/table", "docs/table.md", "table", "TABLE.md", " ./docs/table.md "] {
            XCTAssertEqual(MarkdownDemoViewModel.index(of: name, in: pages), 2, name)
        }
        XCTAssertEqual(MarkdownDemoViewModel.index(of: "readme", in: pages), 0)
        for name in ["", ".md", "docs", "docs/nothing", "../README.md/x"] {
            XCTAssertNil(MarkdownDemoViewModel.index(of: name, in: pages), name)
        }
        let found = MarkdownDemoViewModel(pages: pages, initialPage: "docs/markdown", requested: "table")
        XCTAssertEqual(found.page?.name, "docs/table")
        XCTAssertNil(found.announcement)
        let missing = MarkdownDemoViewModel(pages: pages, initialPage: "docs/markdown", requested: "nope")
        XCTAssertEqual(missing.page?.name, "docs/markdown")
        XCTAssertEqual(missing.announcement, #"No page "nope": showing docs/markdown.md"#)
    }
}
