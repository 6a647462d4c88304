import XCTest

@testable import TUIKit

@MainActor
final class ToastViewTests: XCTestCase {
    private func view(_ message: String, style: ToastStyle = .information, rightIcon: Icon? = nil) -> ToastView {
        ToastView(
            viewItem: ToastViewItem(style: style, message: message, rightIcon: rightIcon),
            colors: ToastColors.standard.colors(for: style))
    }

    private func draw(_ view: ToastView, width: Int, unicode: Bool = true) -> Canvas {
        let size = view.size(fitting: Size(width: width, height: 20), unicode: unicode)
        let frame = Frame(canvas: Canvas(size: size), theme: .dark, unicode: unicode)
        view.render(in: frame.bounds, frame: frame)
        let canvas = frame.canvas
        return canvas
    }

    func testWidthFollowsTheMessageBetweenTheMinimumAndTheMaximum() async {
        let available = Size(width: 200, height: 40)
        XCTAssertEqual(view("Saved.").size(fitting: available, unicode: true), Size(width: 30, height: 3))
        let natural = view(String(repeating: "a", count: 40)).size(fitting: available, unicode: true)
        XCTAssertEqual(natural, Size(width: 46, height: 3), "border, padding, icon and a space: 6 cells")
        let long = view(String(repeating: "word ", count: 40)).size(fitting: available, unicode: true)
        XCTAssertEqual(long.width, ToastView.maximumWidth, "never wider on a wide terminal")
        XCTAssertEqual(view("Saved.").size(fitting: Size(width: 40, height: 12), unicode: true).width, 30)
        XCTAssertEqual(
            view(String(repeating: "word ", count: 40)).size(fitting: Size(width: 40, height: 12), unicode: true).width,
            36, "two columns clear of each side")
    }

    func testLongMessagesWrapOnWordsAndStopAtSixLines() async {
        let canvas = draw(view(String(repeating: "word ", count: 200)), width: 80)
        XCTAssertEqual(canvas.size.height, ToastView.maximumMessageLines + 2)
        XCTAssertTrue(canvas.line(ToastView.maximumMessageLines).contains("…"), "the last line ends in an ellipsis")
        XCTAssertEqual(
            view(String(repeating: "word ", count: 200)).size(fitting: Size(width: 80, height: 5), unicode: true)
                .height, 5)
    }

    func testCyrillicAndWideCharactersWrapByCells() async {
        let message = "Тестовый тост с очень длинным описанием, 漢字漢字漢字 и ещё немного текста, чтобы перенести"
        let canvas = draw(view(message, style: .success), width: 44)
        XCTAssertEqual(canvas.size.width, 40)
        let lines = (0..<canvas.size.height).map { canvas.line($0) }
        for line in lines {
            XCTAssertEqual(line.cellWidth, 40, "every row fills the box exactly: \(line)")
            XCTAssertTrue(line.hasSuffix("│") || line.hasSuffix("╮") || line.hasSuffix("╯"), line)
        }
        XCTAssertTrue(lines[1].hasPrefix("│ ✓ Тестовый тост"), lines[1])
        XCTAssertTrue(lines.contains { $0.contains("漢字漢字漢字") }, "wide characters are never split")
        let words = lines.dropFirst().dropLast().map { $0.dropFirst(4).dropLast(1).split(separator: " ") }
        XCTAssertEqual(words.flatMap { $0 }.joined(separator: " "), message, "nothing lost or cut in a word")
    }

    func testStylesDifferByIconAndTheRightIconEndsTheFirstLine() async {
        let glyphs = ToastStyle.allCases.map { draw(view("x", style: $0), width: 80).line(1).dropFirst(2).prefix(1) }
        XCTAssertEqual(glyphs, ["ⅈ", "✓", "✕", "⚠"])
        let canvas = draw(view("open", rightIcon: Icon(glyph: "›", ascii: ">")), width: 80)
        XCTAssertTrue(canvas.line(1).hasSuffix("› │"), canvas.line(1))
    }

    func testAsciiFallback() async {
        let canvas = draw(view("ok", style: .warning), width: 80, unicode: false)
        XCTAssertEqual(canvas.line(0), "+" + String(repeating: "-", count: 28) + "+")
        XCTAssertTrue(canvas.line(1).hasPrefix("| ! ok"), canvas.line(1))
        XCTAssertEqual(canvas.line(2), "+" + String(repeating: "-", count: 28) + "+")
    }

    func testBadgeAndKeyHintSitInTheBorderAndTheIconIsBold() async {
        var toast = view("hello", style: .failure)
        toast.badge = "+2"
        toast.keyHint = "ctrl-t"
        let canvas = draw(toast, width: 80)
        XCTAssertTrue(canvas.line(0).hasSuffix("─ +2 ─╮"), canvas.line(0))
        XCTAssertTrue(canvas.line(2).hasSuffix("─ ctrl-t ─╯"), canvas.line(2))
        XCTAssertEqual(canvas[2, 1].style.attributes, [.bold], "the icon reads without color")
        XCTAssertEqual(canvas[0, 0].style.foreground, ToastColors.standard.failure.accent.dark)
        XCTAssertEqual(canvas[10, 1].style.background, ToastColors.standard.failure.background.dark)
    }
}
