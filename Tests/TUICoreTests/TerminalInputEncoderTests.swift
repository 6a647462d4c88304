import TUICore
import XCTest

/// What a session recording keeps as input decodes back to the same events.
final class TerminalInputEncoderTests: XCTestCase {
    private func decoded(_ event: Event) -> [Event] {
        guard let bytes = TerminalInputEncoder.bytes(for: event) else { return [] }
        var parser = TerminalInputParser()
        var events = parser.feed(bytes)
        if parser.isAwaitingMore { events += parser.expire() }
        return events
    }

    func testKeysRoundTrip() {
        var keys: [KeyEvent] = [
            .character("a"), .character("Я"), .character("👍"), .character("A"), .control("c"), .control("]"),
            .control(" "), KeyEvent(.character("x"), modifiers: .alt), KeyEvent(.enter), KeyEvent(.tab),
            KeyEvent(.backTab), KeyEvent(.backspace), KeyEvent(.escape), KeyEvent(.enter, modifiers: .alt),
        ]
        let named: [Key] = [.up, .down, .left, .right, .home, .end, .insert, .delete, .pageUp, .pageDown]
        let modifiers: [KeyModifiers] = [[], .shift, .alt, .control, [.control, .shift]]
        keys += named.flatMap { key in modifiers.map { KeyEvent(key, modifiers: $0) } }
        keys += (1...12).flatMap { number in modifiers.map { KeyEvent(.function(number), modifiers: $0) } }
        for key in keys {
            XCTAssertEqual(decoded(.key(key)), [.key(key)], "\(key)")
        }
    }

    func testMousePasteAndFocusRoundTrip() {
        let events: [Event] = [
            .mouse(MouseEvent(.press, at: Point(x: 0, y: 0))), .mouse(MouseEvent(.release, at: Point(x: 79, y: 23))),
            .mouse(MouseEvent(.rightPress, at: Point(x: 5, y: 6))), .mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 2))),
            .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 2))), .mouse(MouseEvent(.move, at: Point(x: 3, y: 4))),
            .paste("two\nlines"), .focus(true), .focus(false),
        ]
        for event in events {
            XCTAssertEqual(decoded(event), [event], "\(event)")
        }
    }

    func testWhatIsNotInputHasNoBytes() {
        XCTAssertNil(TerminalInputEncoder.bytes(for: .resize(Size(width: 80, height: 24))))
        XCTAssertNil(TerminalInputEncoder.bytes(for: .resume))
        XCTAssertNil(TerminalInputEncoder.bytes(for: KeyEvent(.function(13))))
        XCTAssertNil(TerminalInputEncoder.bytes(for: .control("é")))
    }
}
