import XCTest

@testable import TUIKit

@MainActor
final class ErrorViewTests: XCTestCase {
    private func render(_ view: some View, size: Size = Size(width: 60, height: 14), strings: ToolkitStrings = .init())
        -> Canvas
    {
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, strings: strings)
        view.render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        return canvas
    }

    func testShowsAFramedGlyphTitleMessageAndRetryCentered() async throws {
        let canvas = render(ErrorView(title: "Nothing here", message: "The list is empty.", onRetry: {}))
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let badge = lines.firstIndex { $0.contains("│ ⚠ │") }
        XCTAssertNotNil(badge)
        XCTAssertTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Nothing here" })
        XCTAssertTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "The list is empty." })
        let button = lines.firstIndex { $0.contains("↻ Retry") }
        XCTAssertNotNil(button)
        // 3 badge rows, gap, title, gap, one message line, gap, button: 9 rows in 14, from row 2.
        XCTAssertEqual(badge, 3, "the glyph is the badge's middle row")
        XCTAssertEqual(button, 10)
        let x = try XCTUnwrap(canvas.line(10).distance(of: "↻"))
        XCTAssertEqual(canvas[x - 1, 10].style.attributes, [.bold, .reverse], "a button without color too")
    }

    func testDefaultsComeFromTheToolkitsWordsInTheAppsLanguage() async {
        let strings = ToolkitStrings(retry: "Повторить", errorTitle: "Что-то пошло не так", errorMessage: "Сбой.")
        let text = render(ErrorView(onRetry: {}), strings: strings).text
        XCTAssertTrue(text.contains("Что-то пошло не так"))
        XCTAssertTrue(text.contains("Сбой."))
        XCTAssertTrue(text.contains("↻ Повторить"))
    }

    func testWithoutARetryActionThereIsNoButtonAndNoKeys() async {
        let view = ErrorView()
        XCTAssertFalse(render(view).text.contains("Retry"))
        XCTAssertFalse(view.bindings.handle(KeyEvent(.enter)))
    }

    func testEnterAndSpaceRetry() async {
        var retries = 0
        let view = ErrorView { retries += 1 }
        XCTAssertTrue(view.bindings.handle(KeyEvent(.enter)))
        XCTAssertTrue(view.bindings.handle(.space))
        XCTAssertFalse(view.bindings.handle(KeyEvent(.down)))
        XCTAssertFalse(view.bindings.handle(KeyEvent.control("m")))
        XCTAssertEqual(retries, 2)
    }

    func testAClickOnTheButtonRetriesAndAClickBesideItDoesNot() async throws {
        var retries = 0
        let pilot = makePilot(root: HostingController(rootView: ErrorView { retries += 1 }))
        let button = try XCTUnwrap(pilot.position(of: "Retry"))
        pilot.click(x: button.x - 6, y: button.y)
        XCTAssertEqual(retries, 0)
        pilot.click(x: button.x, y: button.y)
        XCTAssertEqual(retries, 1)
        pilot.press(KeyEvent(.enter))
        XCTAssertEqual(retries, 2, "the hosting screen passes keys to it")
    }

    func testWithoutUnicodeTheBadgeIsASCII() async {
        let frame = Frame(canvas: Canvas(size: Size(width: 40, height: 12)), theme: .light, unicode: false)
        ErrorView(onRetry: {}).render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        XCTAssertTrue(canvas.text.contains("| ! |"))
        XCTAssertTrue(canvas.text.contains("  Retry"), "the button keeps its padding")
        XCTAssertFalse(canvas.text.contains("↻"))
    }

    func testMessagesWrapInBalancedLines() async {
        let text = "The server did not answer. Check the connection and try again."
        let lines = ErrorView.balancedLines(text, maximumWidth: 76)
        XCTAssertEqual(lines, ["The server did not answer. Check", "the connection and try again."])
        XCTAssertEqual(ErrorView.balancedLines("Short.", maximumWidth: 76), ["Short."])
        XCTAssertEqual(ErrorView.balancedLines(text, maximumWidth: 20).count, text.wrapped(toWidth: 20).count)
    }

    func testErrorStateShowsTheErrorViewAndGivesItTheKeys() async {
        var retries = 0
        let failed = Label("content").errorState(isError: true) { ErrorView { retries += 1 } }
        XCTAssertTrue(render(failed).text.contains("Something went wrong"))
        XCTAssertFalse(render(failed).text.contains("content"))
        XCTAssertTrue(failed.bindings.handle(KeyEvent(.enter)))
        XCTAssertEqual(retries, 1)

        let fine = Label("content").errorState(isError: false) { ErrorView { retries += 1 } }
        XCTAssertEqual(render(fine).line(0).trimmingCharacters(in: .whitespaces), "content")
        XCTAssertFalse(fine.bindings.handle(KeyEvent(.enter)), "a label takes no keys")
        XCTAssertEqual(retries, 1)
    }

    func testErrorStateOverASkeletonShowsWhicheverApplies() async {
        func screen(isLoading: Bool, isError: Bool) -> some View {
            Label("content")
                .skeleton(isLoading: isLoading) { SkeletonBlock(width: 5) }
                .errorState(isError: isError) { ErrorView(onRetry: {}) }
        }
        let placeholder = render(screen(isLoading: true, isError: false)).line(0).prefix(5)
        XCTAssertTrue(placeholder.allSatisfy { "░▒▓".contains($0) }, "the shimmering placeholder: \(placeholder)")
        XCTAssertTrue(render(screen(isLoading: false, isError: true)).text.contains("Retry"))
        XCTAssertTrue(render(screen(isLoading: false, isError: false)).line(0).hasPrefix("content"))
    }
}

extension String {
    /// The column of `needle`'s first character, counting cells.
    fileprivate func distance(of needle: Character) -> Int? {
        guard let index = firstIndex(of: needle) else { return nil }
        return self[..<index].cellWidth
    }
}
