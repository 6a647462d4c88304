import TUIPseudoTerminal
import XCTest

@testable import TUIServe

/// The rows the page is sent: all of them first, then only those that changed.
final class WebScreenDiffTests: XCTestCase {
    func testTheFirstMessageHasEveryRowThenOnlyChangedOnes() {
        var screen = TerminalScreen(rows: 3, columns: 10)
        var diff = WebScreenDiff()
        screen.feed(Array("hello\r\nworld".utf8))
        XCTAssertEqual(
            diff.message(for: screen), #"{"size":[10,3],"rows":[[0,"hello"],[1,"world"],[2,""]],"cursor":[1,5,1]}"#)
        XCTAssertNil(diff.message(for: screen))
        screen.feed(Array("\u{1B}[1;1Hj".utf8))
        XCTAssertEqual(diff.message(for: screen), #"{"size":[10,3],"rows":[[0,"jello"]],"cursor":[0,1,1]}"#)
        // The cursor alone moved.
        screen.feed(Array("\u{1B}[3;4H".utf8))
        XCTAssertEqual(diff.message(for: screen), #"{"size":[10,3],"rows":[],"cursor":[2,3,1]}"#)
        screen.feed(Array("\u{1B}[?25l".utf8))
        XCTAssertEqual(diff.message(for: screen), #"{"size":[10,3],"rows":[],"cursor":[2,3,0]}"#)
    }

    func testAResizeOrAResetSendsEveryRow() {
        var screen = TerminalScreen(rows: 2, columns: 4)
        var diff = WebScreenDiff()
        screen.feed(Array("ab".utf8))
        _ = diff.message(for: screen)
        screen.resize(rows: 3, columns: 4)
        XCTAssertEqual(diff.message(for: screen), #"{"size":[4,3],"rows":[[0,"ab"],[1,""],[2,""]],"cursor":[0,2,1]}"#)
        diff.reset()
        XCTAssertEqual(diff.message(for: screen), #"{"size":[4,3],"rows":[[0,"ab"],[1,""],[2,""]],"cursor":[0,2,1]}"#)
    }

    func testTextIsQuotedAsJSON() throws {
        var screen = TerminalScreen(rows: 1, columns: 20)
        var diff = WebScreenDiff()
        screen.feed(Array("a\"b\\c ✓ 日本".utf8))
        let message = try XCTUnwrap(diff.message(for: screen))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
        let rows = try XCTUnwrap(object["rows"] as? [[Any]])
        XCTAssertEqual(rows.first?.last as? String, "a\"b\\c ✓ 日本")
        var json = ""
        WebScreenDiff.appendQuoted("\u{01}\u{2028}", to: &json)
        XCTAssertEqual(json, #""\u0001\u2028""#)
    }
}

/// Colors and attributes go as runs of one style.
final class WebScreenDiffStyleTests: XCTestCase {
    func testStyledRowsAreRunsAndPlainRowsText() {
        var screen = TerminalScreen(rows: 2, columns: 12)
        var diff = WebScreenDiff()
        screen.feed(Array("ab\u{1B}[1;31mcd\u{1B}[0m e\u{1B}[7mf\u{1B}[m\r\nplain".utf8))
        XCTAssertEqual(
            diff.message(for: screen),
            #"{"size":[12,2],"rows":[[0,[["ab",-1,-1,0],["cd",1,-1,1],[" e",-1,-1,0],["f",-1,-1,4]]],[1,"plain"]],"#
                + #""cursor":[1,5,1]}"#)
        // 256 colors, 24-bit, underline; an erase takes the background (back-color erase).
        screen.feed(Array("\u{1B}[2;1H\u{1B}[38;5;202;48;2;1;2;3;4mX\u{1B}[44m\u{1B}[K".utf8))
        XCTAssertEqual(
            diff.message(for: screen),
            #"{"size":[12,2],"rows":[[1,[["X",202,16843267,2],["           ",-1,4,0]]]],"cursor":[1,1,1]}"#)
    }
}
