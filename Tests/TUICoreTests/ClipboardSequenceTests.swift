import Foundation
import XCTest

@testable import TUICore

/// OSC 52 as the terminal receives it: the framing, base64 as RFC 4648 spells it, the cap,
/// and what the environment says about the terminal taking it.
final class ClipboardSequenceTests: XCTestCase {
    func testBase64MatchesRFC4648sTestVectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (text, encoded) in vectors {
            XCTAssertEqual(ClipboardSequence.base64(Array(text.utf8)), encoded, text)
        }
    }

    func testBase64MatchesFoundationOnEveryByteAndLength() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<64 {
            let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            XCTAssertEqual(ClipboardSequence.base64(bytes), Data(bytes).base64EncodedString(), "\(bytes)")
        }
        let all = Array(0...255).map(UInt8.init)
        XCTAssertEqual(ClipboardSequence.base64(all), Data(all).base64EncodedString())
    }

    func testTheSequenceIsOSC52ForTheClipboardEndedByBEL() throws {
        let text = "Café ✓ 'quoted'\nline two"
        let sequence = try XCTUnwrap(ClipboardSequence.osc52(text))
        XCTAssertTrue(sequence.hasPrefix("\u{1B}]52;c;"))
        XCTAssertTrue(sequence.hasSuffix("\u{07}"))
        let payload = sequence.dropFirst(7).dropLast()
        let decoded = try XCTUnwrap(Data(base64Encoded: String(payload)))
        XCTAssertEqual(String(decoding: decoded, as: UTF8.self), text, "the UTF-8 text comes back whole")
        XCTAssertFalse(payload.contains("\u{1B}"), "nothing in the payload can end the sequence early")
    }

    func testTextUpToTheCapFitsIn100000BytesAndOneByteMoreIsNotSent() throws {
        XCTAssertEqual(ClipboardSequence.maximumTextBytes, 74_994)
        let atCap = String(repeating: "a", count: ClipboardSequence.maximumTextBytes)
        let sequence = try XCTUnwrap(ClipboardSequence.osc52(atCap))
        XCTAssertLessThanOrEqual(sequence.utf8.count, ClipboardSequence.maximumSequenceBytes)
        XCTAssertEqual(sequence.utf8.count, 100_000)
        XCTAssertNil(ClipboardSequence.osc52(atCap + "a"))
        // The cap counts bytes, not characters: 25,000 three-byte characters are 75,000 bytes.
        XCTAssertNil(ClipboardSequence.osc52(String(repeating: "✓", count: 25_000)))
    }

    func testSupportFollowsTERMTmuxAndTheUsersWord() {
        func detect(_ environment: [String: String], _ setting: String? = nil) -> ClipboardSupport {
            ClipboardSupport.detect(environment: environment, setting: setting)
        }
        XCTAssertEqual(detect(["TERM": "xterm-256color"]), .likely)
        XCTAssertEqual(detect(["TERM": "xterm-kitty"]), .likely)
        XCTAssertEqual(detect(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"]), .tmux)
        XCTAssertEqual(detect(["TERM": "screen-256color", "TMUX": "/tmp/tmux-1000/default,1,0"]), .tmux)
        XCTAssertEqual(detect(["TERM": "tmux-256color"]), .tmux, "over SSH from inside tmux, TMUX is not passed")
        XCTAssertEqual(detect(["TERM": "screen-256color"]), .uncertain(terminal: "TERM=screen-256color"), "GNU screen")
        XCTAssertEqual(detect(["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"]), .xterm, "XTerm itself")
        XCTAssertEqual(
            detect(["TERM": "xterm-256color", "VTE_VERSION": "7600"]), .uncertain(terminal: "VTE 7600"),
            "GNOME Terminal and the other VTE terminals have no OSC 52")
        XCTAssertEqual(detect(["TERM": "linux"]), .uncertain(terminal: "TERM=linux"))
        XCTAssertEqual(detect(["TERM": "vt100"]), .uncertain(terminal: "TERM=vt100"))
        XCTAssertEqual(detect([:]), .uncertain(terminal: "TERM=unset"))
        XCTAssertEqual(detect(["TERM": "linux"], "1"), .likely, "the user says it works")
        XCTAssertEqual(detect(["TERM": "xterm-256color"], "off"), .off)
        XCTAssertEqual(detect(["TERM": "xterm-256color"], "maybe"), .likely, "not a word: TERM decides")
    }

    @MainActor
    func testTheVirtualTerminalKeepsWhatWasCopiedButNotWhatIsTooLarge() async {
        let terminal = VirtualTerminal(size: Size(width: 10, height: 2))
        terminal.copyToClipboard("one")
        terminal.copyToClipboard(String(repeating: "a", count: ClipboardSequence.maximumTextBytes + 1))
        terminal.copyToClipboard("two")
        XCTAssertEqual(terminal.clipboard, ["one", "two"])
    }
}
