// docs: testing.md
import TUITestSupport
import XCTest

final class DocumentationLaunchTests: XCTestCase {
    func testQuitRestoresTheTerminal() throws {
        let session = try AppSession(app: .showcase)
        session.waitForMainScreen()  // waits for `example-tui ready-marker`
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
        session.assertModesRestored()
        session.assertLeftAlternateScreen()
        session.assertWindowTitleRestored(showing: try AppUnderTest.showcase.readyMarker(["--launch"]))
    }

    func testRenderWithoutATerminal() throws {
        let result = try AppUnderTest.showcase.run(["render", "exampletui://examples", "--size", "80x24"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.lines.first?.contains(try AppUnderTest.showcase.readyMarker()) == true)
    }
}
// docs: end
