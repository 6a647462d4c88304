import XCTest

@testable import TUIKit

/// The two blocks that demo screens put beside a list: a status under a divider, and what
/// was received, latest first.
@MainActor
final class StatusAndHistoryViewTests: XCTestCase {
    func testStatusDrawsADividerThenItsLinesPaddedAndClickable() async {
        var toggles = 0
        let status = StatusView(.line("attempt 2"), .line("next: fails", onTap: { toggles += 1 }))
        XCTAssertEqual(status.height, 3, "the divider and two lines")
        let frame = Frame(canvas: Canvas(size: Size(width: 14, height: 3)), theme: .dark)
        frame.render(status, in: frame.bounds)
        XCTAssertEqual(frame.canvas.line(0), " ──────────── ")
        XCTAssertEqual(frame.canvas.line(1), " attempt 2    ")
        XCTAssertEqual(frame.canvas.line(2), " next: fails  ")
        XCTAssertEqual(frame.canvas[1, 1].style.foreground, frame.context.color(frame.context.colors.textSecondary))
        XCTAssertNil(frame.tapAction(at: Point(x: 2, y: 1)), "a line without an action takes no click")
        frame.tapAction(at: Point(x: 2, y: 2))?()
        XCTAssertEqual(toggles, 1)
    }

    func testHistoryShowsThePlaceholderThenTheLatestEntriesThatFit() async {
        let empty = Frame(canvas: Canvas(size: Size(width: 12, height: 3)), theme: .dark)
        empty.render(HistoryView(title: "Received", placeholder: "nothing yet", entries: []), in: empty.bounds)
        XCTAssertEqual(empty.canvas.line(0), "Received    ")
        XCTAssertEqual(empty.canvas.line(1), "nothing yet ")

        let green = ColorSet(light: Color(hex: "#00AA00")!, dark: Color(hex: "#00FF00")!)
        let entries = ["c", "b", "a"].map { HistoryView.Entry($0, color: green) }
        let frame = Frame(canvas: Canvas(size: Size(width: 4, height: 3)), theme: .dark)
        frame.render(HistoryView(title: "R", placeholder: "-", entries: entries), in: frame.bounds)
        XCTAssertEqual((0..<3).map { frame.canvas.line($0) }, ["R   ", "c   ", "b   "], "as many as fit, latest first")
        XCTAssertEqual(frame.canvas[0, 1].style.foreground, frame.context.color(green))

        let short = Frame(canvas: Canvas(size: Size(width: 4, height: 1)), theme: .dark)
        short.render(HistoryView(title: "R", placeholder: "-", entries: entries), in: short.bounds)
        XCTAssertEqual(short.canvas.line(0), "    ", "no room for a line under the heading: nothing")
    }

    func testASubtitleTakesTheRowUnderTheHeadingAndARowMoreBeforeAnythingShows() async {
        let history = HistoryView(title: "Log", subtitle: "2 · 1", placeholder: "none", entries: [])
        let frame = Frame(canvas: Canvas(size: Size(width: 6, height: 3)), theme: .dark)
        frame.render(history, in: frame.bounds)
        XCTAssertEqual((0..<3).map { frame.canvas.line($0) }, ["Log   ", "2 · 1 ", "none  "])
        XCTAssertEqual(frame.canvas[0, 1].style.foreground, frame.context.color(frame.context.colors.textSecondary))

        let short = Frame(canvas: Canvas(size: Size(width: 6, height: 2)), theme: .dark)
        short.render(history, in: short.bounds)
        XCTAssertEqual(short.canvas.line(0), "      ", "no row for an entry: nothing")
    }
}
