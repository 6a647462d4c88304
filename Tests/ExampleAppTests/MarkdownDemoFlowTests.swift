import ExampleApp
import TUIKit
import XCTest

/// The markdown demo driven as a person would: pages change with the arrows and a click on
/// the picker, a link to another page opens it, the table of contents jumps, the wheel
/// scrolls.
@MainActor
final class MarkdownDemoFlowTests: XCTestCase {
    private func pilot(size: Size = Size(width: 100, height: 30)) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("markdown"), size: size,
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
}
