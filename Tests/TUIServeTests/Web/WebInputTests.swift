import XCTest

@testable import TUIServe

/// A browser's keys, pastes, mouse and resizes as the xterm bytes the app reads.
final class WebInputTests: XCTestCase {
    private func bytes(_ json: String) -> String? {
        WebInput.parse(json).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    func testSpecialKeysAreXtermSequences() {
        XCTAssertEqual(bytes(#"{"t":"key","key":"ArrowDown"}"#), "\u{1B}[B")
        XCTAssertEqual(bytes(#"{"t":"key","key":"ArrowUp","ctrl":true}"#), "\u{1B}[1;5A")
        XCTAssertEqual(bytes(#"{"t":"key","key":"ArrowLeft","shift":true,"alt":true}"#), "\u{1B}[1;4D")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Home"}"#), "\u{1B}[H")
        XCTAssertEqual(bytes(#"{"t":"key","key":"End"}"#), "\u{1B}[F")
        XCTAssertEqual(bytes(#"{"t":"key","key":"PageUp"}"#), "\u{1B}[5~")
        XCTAssertEqual(bytes(#"{"t":"key","key":"PageDown","shift":true}"#), "\u{1B}[6;2~")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Delete"}"#), "\u{1B}[3~")
        XCTAssertEqual(bytes(#"{"t":"key","key":"F1"}"#), "\u{1B}OP")
        XCTAssertEqual(bytes(#"{"t":"key","key":"F4","ctrl":true}"#), "\u{1B}[1;5S")
        XCTAssertEqual(bytes(#"{"t":"key","key":"F5"}"#), "\u{1B}[15~")
        XCTAssertEqual(bytes(#"{"t":"key","key":"F12"}"#), "\u{1B}[24~")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Enter"}"#), "\r")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Tab"}"#), "\t")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Tab","shift":true}"#), "\u{1B}[Z")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Backspace"}"#), "\u{7F}")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Escape"}"#), "\u{1B}")
    }

    func testCharactersWithCtrlAndAlt() {
        XCTAssertEqual(bytes(#"{"t":"key","key":"q"}"#), "q")
        XCTAssertEqual(bytes(#"{"t":"key","key":"ж"}"#), "ж")
        XCTAssertEqual(bytes(#"{"t":"key","key":"c","ctrl":true}"#), "\u{03}")
        XCTAssertEqual(bytes(#"{"t":"key","key":"C","ctrl":true,"shift":true}"#), "\u{03}")
        XCTAssertEqual(bytes(#"{"t":"key","key":" ","ctrl":true}"#), "\u{00}")
        XCTAssertEqual(bytes(#"{"t":"key","key":"[","ctrl":true}"#), "\u{1B}")
        XCTAssertEqual(bytes(#"{"t":"key","key":"x","alt":true}"#), "\u{1B}x")
        XCTAssertEqual(bytes(#"{"t":"key","key":"Enter","alt":true}"#), "\u{1B}\r")
        // Keys without bytes: modifiers alone, unknown names.
        XCTAssertEqual(bytes(#"{"t":"key","key":"Shift"}"#), "")
        XCTAssertEqual(bytes(#"{"t":"key","key":"AudioVolumeUp"}"#), "")
    }

    func testPasteIsBracketedAndCannotCloseTheBracket() {
        XCTAssertEqual(bytes(#"{"t":"paste","text":"a\nb"}"#), "\u{1B}[200~a\nb\u{1B}[201~")
        XCTAssertEqual(bytes(#"{"t":"paste","text":"x\u001b[201~rm"}"#), "\u{1B}[200~x[201~rm\u{1B}[201~")
    }

    func testComposedTextIsTheCharactersTypedWithoutControls() {
        XCTAssertEqual(WebInput.parse(#"{"t":"text","text":"你好"}"#), .text("你好"))
        XCTAssertEqual(bytes(#"{"t":"text","text":"привет, 日本"}"#), "привет, 日本")
        XCTAssertEqual(bytes(#"{"t":"text","text":"a\u001b[2Jb\u0003\u007fc"}"#), "a[2Jbc", "no key it did not press")
        XCTAssertNil(WebInput.parse(#"{"t":"text","text":""}"#))
        let long = String(repeating: "字", count: WebInput.maximumTextLength + 1)
        XCTAssertNil(WebInput.parse(#"{"t":"text","text":"\#(long)"}"#), "longer text comes as a paste")
        XCTAssertNotNil(WebInput.parse(#"{"t":"text","text":"\#(long.dropFirst())"}"#))
    }

    func testMouseIsSGR() {
        XCTAssertEqual(bytes(#"{"t":"mouse","action":"down","button":0,"x":4,"y":2}"#), "\u{1B}[<0;5;3M")
        XCTAssertEqual(bytes(#"{"t":"mouse","action":"up","button":0,"x":4,"y":2}"#), "\u{1B}[<0;5;3m")
        XCTAssertEqual(bytes(#"{"t":"mouse","action":"down","button":2,"x":0,"y":0,"ctrl":true}"#), "\u{1B}[<18;1;1M")
        XCTAssertEqual(bytes(#"{"t":"mouse","action":"wheelDown","x":1,"y":1}"#), "\u{1B}[<65;2;2M")
        XCTAssertEqual(bytes(#"{"t":"mouse","action":"wheelUp","x":-5,"y":99999}"#), "\u{1B}[<64;1;500M")
    }

    func testResizeAndJunk() {
        XCTAssertEqual(WebInput.parse(#"{"t":"resize","cols":120,"rows":40}"#), .resize(columns: 120, rows: 40))
        XCTAssertEqual(bytes(#"{"t":"resize","cols":120,"rows":40}"#), "")
        for junk in [
            "", "not json", "[]", "{}", #"{"t":"key"}"#, #"{"t":"key","key":""}"#, #"{"t":"launch"}"#,
            #"{"t":"mouse","action":"fly","x":1,"y":1}"#, #"{"t":"resize","cols":"wide","rows":1}"#,
            #"{"t":"resize","cols":1.5,"rows":1}"#, #"{"t":"resize","cols":1e300,"rows":1}"#,
        ] {
            XCTAssertNil(WebInput.parse(junk), junk)
        }
    }
}
