import TUITestSupport
import XCTest

@testable import ExampleApp

/// The markdown demo driven as a person would: pages change with the arrows and a click on
/// the picker, a link to another page opens it, the table of contents jumps, the wheel
/// scrolls.
@MainActor
final class MarkdownDemoFlowTests: XCTestCase {
    private func pilot(size: Size = Size(width: 100, height: 30), query: [String: String] = [:]) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("markdown", query: query), size: size,
                options: LaunchOptions(language: .en, directories: .temporaryForTest(), platform: .fixed())))
    }

    func testPagesChangeWithKeysAndAClick() async throws {
        let pilot = try pilot()
        XCTAssertTrue(pilot.text.contains("Page: docs/markdown.md"))
        pilot.press(named: "right")
        XCTAssertFalse(pilot.text.contains("Page: docs/markdown.md"), pilot.text)
        pilot.press(named: "left")
        XCTAssertTrue(pilot.text.contains("Page: docs/markdown.md"))
        let arrow = try XCTUnwrap(pilot.position(of: "‹ Page"))
        pilot.click(x: arrow.x, y: arrow.y)
        XCTAssertFalse(pilot.text.contains("Page: docs/markdown.md"), "the ‹ goes back a page")
    }

    func testTheListOfPagesOpensOneByKeysOrAClick() async throws {
        let pilot = try pilot()
        pilot.press(named: "p")
        XCTAssertTrue(pilot.text.contains("› docs/markdown.md"), "the cursor on the page shown")
        pilot.press(named: "down")
        pilot.press(named: "enter")
        XCTAssertFalse(pilot.text.contains("Page: docs/markdown.md"))
        XCTAssertTrue(pilot.text.contains("Page: docs/"))
        pilot.press(named: "p")
        pilot.press(named: "home")
        let readme = try XCTUnwrap(pilot.position(of: "› README.md"))
        pilot.press(named: "down")
        pilot.click(x: readme.x + 3, y: readme.y)
        XCTAssertTrue(pilot.text.contains("Page: README.md"), "a click opens the page clicked")
    }

    func testTheTableOfContentsJumpsAndTheWheelScrolls() async throws {
        let pilot = try pilot()
        pilot.press(named: "t")
        XCTAssertTrue(pilot.text.contains("Contents"))
        XCTAssertTrue(pilot.click(on: "Bad input"))
        XCTAssertFalse(pilot.text.contains("Contents"))
        let heading = try XCTUnwrap(pilot.position(of: "Bad input"))
        XCTAssertEqual(pilot.frame.focus?.y, heading.y, "the cursor on the heading jumped to")
        pilot.scroll(up: true, x: 10, y: 10)
        XCTAssertEqual(pilot.position(of: "Bad input")?.y, heading.y + 3, "the wheel scrolls three lines")
    }

    func testALinkToAnotherPageOpensIt() async throws {
        let pilot = try pilot()
        for _ in 0..<60 where !pilot.text.contains("Page: README.md") { pilot.press(named: "right") }
        XCTAssertTrue(pilot.text.contains("Page: README.md"))
        // Tab along README's links to the first one to a page of docs/.
        for _ in 0..<80 {
            pilot.press(named: "tab")
            if pilot.text.range(of: #"→ docs/[a-z-]+\.md"#, options: .regularExpression) != nil { break }
        }
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Opened the page docs/"), pilot.text)
        XCTAssertFalse(pilot.text.contains("Page: README.md"))
    }

    // MARK: ?doc=

    func testALinksDocOpensThatPageByAnyOfItsNames() async throws {
        for (doc, title) in [
            ("README", "Page: README.md"), ("docs/table.md", "Page: docs/table.md"), ("table", "Page: docs/table.md"),
            ("Docs/Table", "Page: docs/table.md"),
        ] {
            let pilot = try pilot(query: ["doc": doc])
            XCTAssertTrue(pilot.text.contains(title), "\(doc): \(pilot.text)")
            XCTAssertFalse(pilot.text.contains("No page"), doc)
        }
        // Then it is the demo as ever: the arrows go on from there.
        let pilot = try pilot(query: ["doc": "README"])
        pilot.press(named: "right")
        XCTAssertFalse(pilot.text.contains("Page: README.md"))
    }

    func testAnUnknownDocShowsTheFirstPageWithANotice() async throws {
        let pilot = try pilot(query: ["doc": "docs/nothing-here.md"])
        XCTAssertTrue(pilot.text.contains("Page: docs/markdown.md"), pilot.text)
        XCTAssertTrue(
            pilot.text.contains(#"No page "docs/nothing-here.md": showing docs/markdown.md"#), pilot.text)
        // Bad input stays words on the screen: control bytes and a very long name.
        let hostile = try self.pilot(query: ["doc": "\u{1B}[2J" + String(repeating: "x", count: 500)])
        XCTAssertTrue(hostile.text.contains("Page: docs/markdown.md"))
        XCTAssertTrue(hostile.text.contains(#"No page "\u{1B}[2J"#), hostile.text)
        // A click on a link still works under the notice (without a display: copied).
        XCTAssertTrue(pilot.click(on: "https://commonmark.org"))
        XCTAssertTrue(pilot.text.contains("Link followed: https://commonmark.org"), pilot.text)
        XCTAssertTrue(pilot.text.contains("No display here: the link is copied: https://commonmark.org"), pilot.text)
    }

    func testALinkOutsideAsksFirstOpensAndAHeadingLinkJumps() async throws {
        let commands = try RecordingCommands()
        try commands.add("xdg-open")
        let fixture = try DataDemosViewModelFixture(
            platform: .fixed(environment: ["DISPLAY": ":0", "PATH": commands.path]))
        let text = """
            # Links

            [Mail](mailto:team@example.com), [a file](../Makefile), [the end](#the-end), [web](https://example.com).

            \(String(repeating: "Filler.\n\n", count: 40))
            ## The end
            """
        let controller = MarkdownDemoFactory.createMarkdownDemoController(
            dependencies: fixture.dependencies, pages: [.init(name: "docs/links", text: text)],
            initialPage: "docs/links")
        let clock = ManualClock()
        let window = Window(clock: clock)
        window.showApplicationRoot(controller: controller, animated: false)
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: Size(width: 100, height: 24)), clock: clock)

        XCTAssertTrue(pilot.click(on: "Mail"))
        XCTAssertTrue(pilot.text.contains("mailto:team@example.com"), "the alert names the link: \(pilot.text)")
        XCTAssertEqual(commands.arguments(of: "xdg-open", timeout: 0.2), [], "nothing opens before the yes")
        pilot.press(named: "enter")
        XCTAssertEqual(commands.arguments(of: "xdg-open"), ["mailto:team@example.com"])
        XCTAssertTrue(pilot.text.contains("Opened: mailto:team@example.com"), pilot.text)

        XCTAssertTrue(pilot.click(on: "a file"))
        XCTAssertTrue(
            pilot.text.contains("../Makefile is a file of the repository, not a page of this reader"), pilot.text)

        XCTAssertFalse(pilot.text.contains("The end"))
        XCTAssertTrue(pilot.click(on: "the end"))
        XCTAssertTrue(pilot.text.contains("The end"), "the page scrolled to its heading: \(pilot.text)")
    }
}
