import PropertyBased
import XCTest

@testable import TUICore

/// The decoding of a terminal's bytes into events, in process: keys, mouse reports,
/// pastes and focus, across reads, with sequences that are malformed, unknown or cut short.
final class TerminalInputParserTests: XCTestCase {
    private static let escape = "\u{1B}"

    private func events(_ text: String, expire: Bool = true) -> [Event] {
        events(Array(text.utf8), expire: expire)
    }

    private func events(_ bytes: [UInt8], expire: Bool = true) -> [Event] {
        var parser = TerminalInputParser()
        var events = parser.feed(bytes)
        if expire, parser.isAwaitingMore { events += parser.expire() }
        return events
    }

    func testCharactersControlsAndAlt() {
        XCTAssertEqual(
            events("aé\r\t\u{7F}\u{03}\u{1D}"),
            [
                .key(.character("a")), .key(.character("é")), .key(KeyEvent(.enter)), .key(KeyEvent(.tab)),
                .key(KeyEvent(.backspace)), .key(.control("c")), .key(.control("]")),
            ])
        XCTAssertEqual(
            events("\(Self.escape)b\(Self.escape)é\(Self.escape)\u{7F}"),
            [
                .key(KeyEvent(.character("b"), modifiers: .alt)), .key(KeyEvent(.character("é"), modifiers: .alt)),
                .key(KeyEvent(.backspace, modifiers: .alt)),
            ])
        // Esc then a control key are two keys, so Esc then Ctrl-C still quits.
        XCTAssertEqual(events("\(Self.escape)\u{03}"), [.key(KeyEvent(.escape)), .key(.control("c"))])
        XCTAssertEqual(
            events("\(Self.escape)\(Self.escape)\(Self.escape)"),
            [.key(KeyEvent(.escape)), .key(KeyEvent(.escape)), .key(KeyEvent(.escape))])
    }

    func testEveryCommonSequenceIsItsKeyAlsoWhenItComesAByteAtATime() {
        for (sequence, key) in TerminalKeySequences.all {
            XCTAssertEqual(events(sequence + "x"), [.key(key), .key(.character("x"))], sequence.debugDescription)
            var parser = TerminalInputParser()
            var got: [Event] = []
            for byte in sequence.utf8 {
                got += parser.feed([byte])
                if byte != sequence.utf8.last { XCTAssertTrue(parser.isAwaitingMore, sequence.debugDescription) }
            }
            XCTAssertEqual(got, [.key(key)], sequence.debugDescription)
        }
    }

    func testModifiedKeysInXtermsFormAndTheKeypad() {
        XCTAssertEqual(events("\(Self.escape)[3;5~"), [.key(KeyEvent(.delete, modifiers: .control))])
        XCTAssertEqual(events("\(Self.escape)[15;2~"), [.key(KeyEvent(.function(5), modifiers: .shift))])
        XCTAssertEqual(events("\(Self.escape)[1;3P"), [.key(KeyEvent(.function(1), modifiers: .alt))])
        XCTAssertEqual(events("\(Self.escape)[1;9C"), [.key(KeyEvent(.right, modifiers: .alt))], "Meta is Alt")
        XCTAssertEqual(events("\(Self.escape)[1;7A"), [.key(KeyEvent(.up, modifiers: [.alt, .control]))])
        XCTAssertEqual(events("\(Self.escape)[5;99~"), [], "no such modifier")
        XCTAssertEqual(
            events("\(Self.escape)Op\(Self.escape)Oy\(Self.escape)OM\(Self.escape)Ok"),
            [.key(.character("0")), .key(.character("9")), .key(KeyEvent(.enter)), .key(.character("+"))])
    }

    func testTerminfoKeysAddToTheCommonOnesWithoutChangingThem() {
        var parser = TerminalInputParser(extraKeys: [
            (sequence: Array("\(Self.escape)[@".utf8), key: KeyEvent(.insert)),
            (sequence: Array("\(Self.escape)[A".utf8), key: KeyEvent(.down)),
        ])
        XCTAssertEqual(
            parser.feed(Array("\(Self.escape)[@\(Self.escape)[A".utf8)), [.key(KeyEvent(.insert)), .key(KeyEvent(.up))])
    }

    func testSGRMouseReports() {
        XCTAssertEqual(
            events("\(Self.escape)[<0;5;3M\(Self.escape)[<0;5;3m"),
            [.mouse(MouseEvent(.press, at: Point(x: 4, y: 2))), .mouse(MouseEvent(.release, at: Point(x: 4, y: 2)))])
        XCTAssertEqual(
            events("\(Self.escape)[<2;1;1M\(Self.escape)[<64;10;20M\(Self.escape)[<65;10;20M\(Self.escape)[<32;7;8M"),
            [
                .mouse(MouseEvent(.rightPress, at: Point(x: 0, y: 0))),
                .mouse(MouseEvent(.wheelUp, at: Point(x: 9, y: 19))),
                .mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 19))),
                .mouse(MouseEvent(.move, at: Point(x: 6, y: 7))),
            ])
        XCTAssertEqual(
            events("\(Self.escape)[<16;300;100M"), [.mouse(MouseEvent(.press, at: Point(x: 299, y: 99)))],
            "Ctrl held: still a press")
        XCTAssertEqual(events("\(Self.escape)[<1;5;3M\(Self.escape)[<2;5;3m\(Self.escape)[<66;5;3M"), [])
        for malformed in ["<0;5M", "<0;5;3;4M", "<;5;3M", "<0;0;3M", "<0;123456;3M", "<0;5;3x", "<0:5;3M", "<0;;5M"] {
            XCTAssertEqual(events("\(Self.escape)[\(malformed)q"), [.key(.character("q"))], malformed)
        }
    }

    func testX10MouseReports() {
        XCTAssertEqual(
            events(
                Array("\(Self.escape)[M".utf8) + [32, 33 + 4, 33 + 2] + Array("\(Self.escape)[M".utf8) + [35, 37, 35]),
            [.mouse(MouseEvent(.press, at: Point(x: 4, y: 2))), .mouse(MouseEvent(.release, at: Point(x: 4, y: 2)))])
        XCTAssertEqual(
            events(Array("\(Self.escape)[M".utf8) + [96, 40, 40]), [.mouse(MouseEvent(.wheelUp, at: Point(x: 7, y: 7)))]
        )
        // A control byte is no part of a report: it cuts it short and is a key of its own.
        XCTAssertEqual(
            events("\(Self.escape)[M\(Self.escape)\(Self.escape)\(Self.escape)q"),
            [.key(KeyEvent(.escape)), .key(KeyEvent(.escape)), .key(KeyEvent(.character("q"), modifiers: .alt))])
        XCTAssertEqual(
            events(Array("\(Self.escape)[M!".utf8) + [13, 40]), [.key(KeyEvent(.enter)), .key(.character("("))])
    }

    /// `make fuzz`'s finding (Tests/Fuzz/terminal-input/sgr-mouse-many-parameters, kept
    /// here byte for byte since an app made by `make new-app` has no fuzz corpus): an SGR
    /// report of many `;` crashed ncurses 6.4 (SIGBUS). Here it is dropped, its controls are
    /// keys, and what follows arrives.
    func testTheReportThatCrashedNcursesIsHarmless() {
        let hex = [
            "f3f33b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b",
            "3b3b3b3b3b3b3b3b18181801000049181818181818181818181818181818e71818301b5b3c181818",
            "18181818181818181818181818181818181818181818181818181818181818181818181818181818",
            "18181818181818181818181818181818a81818181818181818181818181818183b3b3b3b3b3b3b3b",
            "3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b3b303b3b3b3b3b3b3b3b",
            "3b3b3b3b3b3b3b7f7f7f7f7f7f7f7f7fd67aff",
        ].joined()
        let bytes = stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
        XCTAssertEqual(bytes.count, 219)
        let got = events(bytes + Array("\(Self.escape)[<0;2;3Mq".utf8))
        XCTAssertEqual(got.suffix(2), [.mouse(MouseEvent(.press, at: Point(x: 1, y: 2))), .key(.character("q"))])
        XCTAssertFalse(got.contains { if case .mouse = $0 { $0 != got[got.count - 2] } else { false } })
        XCTAssertEqual(
            events(
                Array("\(Self.escape)[<".utf8) + Array(repeating: UInt8(ascii: ";"), count: 10_000) + [
                    0x30, 0x4D, 0x03,
                ]), [.key(.control("c"))])
    }

    func testUnknownOverlongAndCutShortSequencesAreDroppedWhole() {
        XCTAssertEqual(events("\(Self.escape)[99z\(Self.escape)[?1;2c\(Self.escape)O~a"), [.key(.character("a"))])
        let overlong = "\(Self.escape)[" + String(repeating: "1;", count: 500) + "Ab"
        XCTAssertEqual(events(overlong), [.key(.character("b"))])
        // A control or non-ASCII byte cuts a sequence short and is read on its own.
        XCTAssertEqual(events("\(Self.escape)[1;\u{03}"), [.key(.control("c"))])
        XCTAssertEqual(events("\(Self.escape)[<0;1é"), [.key(.character("é"))])
        XCTAssertEqual(events("\(Self.escape)[1\(Self.escape)[A"), [.key(KeyEvent(.up))])
    }

    func testTheEscapeDelayEndsWhatWasBegun() {
        var parser = TerminalInputParser()
        XCTAssertEqual(parser.feed(Array(Self.escape.utf8)), [])
        XCTAssertTrue(parser.isAwaitingMore)
        XCTAssertEqual(parser.expire(), [.key(KeyEvent(.escape))])
        XCTAssertFalse(parser.isAwaitingMore)
        XCTAssertEqual(
            parser.feed(Array("\(Self.escape)[".utf8)) + parser.expire(),
            [.key(KeyEvent(.character("["), modifiers: .alt))])
        XCTAssertEqual(
            parser.feed(Array("\(Self.escape)O".utf8)) + parser.expire(),
            [.key(KeyEvent(.character("O"), modifiers: .alt))])
        XCTAssertEqual(parser.feed(Array("\(Self.escape)[<0;1".utf8)) + parser.expire(), [])
        XCTAssertEqual(parser.feed(Array("x".utf8)), [.key(.character("x"))])
    }

    func testPastesArriveWholeWhateverTheyHold() {
        XCTAssertEqual(
            events("\(Self.escape)[200~line one\rline two\(Self.escape)[A\u{03}\(Self.escape)[201~q"),
            [.paste("line one\nline two\(Self.escape)[A\u{03}"), .key(.character("q"))])
        var parser = TerminalInputParser()
        XCTAssertEqual(parser.feed(Array("\(Self.escape)[200~café\(Self.escape)".utf8)), [])
        XCTAssertFalse(parser.isAwaitingMore, "a paste waits for its end, not the escape delay")
        XCTAssertEqual(parser.expire(), [])
        XCTAssertEqual(parser.feed(Array("[201".utf8)), [])
        XCTAssertEqual(parser.feed(Array("~".utf8)), [.paste("café")])
        XCTAssertEqual(
            events([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0xFF, 0x41] + Array("\(Self.escape)[201~".utf8)),
            [.paste("\u{FFFD}A")])
    }

    func testFocusReports() {
        XCTAssertEqual(events("\(Self.escape)[I\(Self.escape)[O"), [.focus(true), .focus(false)])
    }

    /// However the bytes are cut into reads, the events are the same: random bytes drawn
    /// mostly from sequence material, fed whole and in random pieces.
    func testEventsDoNotDependOnHowTheBytesAreSplit() {
        // Seeded (PropertyBased's generator), so a failure names bytes that come again.
        var generator = Xoshiro(seed: (0x5EED_1234, 1, 2, 3))
        let material = Array("\u{1B}[<0;;1234567890MmO~AB\u{03}aé200~201~".utf8) + [0xFF, 0x80, 0x18]
        for _ in 0..<500 {
            let bytes = (0..<Int(generator.next() % 60)).map { _ in
                material[Int(generator.next() % UInt64(material.count))]
            }
            var whole = TerminalInputParser()
            let expected = whole.feed(bytes)
            var pieces = TerminalInputParser()
            var got: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(generator.next() % 7))
                got += pieces.feed(bytes[start..<end])
                start = end
            }
            XCTAssertEqual(got, expected, "\(bytes)")
            XCTAssertEqual(pieces.isAwaitingMore, whole.isAwaitingMore)
        }
    }
}
