import Foundation
import XCTest

@testable import TUICore
@testable import TUITerminal

/// The keys the ncurses backend decodes from the bytes real terminals send: each terminal
/// type's sequences for arrows, Home/End, the editing keys, F1–F12 and modified arrows, in
/// normal and application cursor mode, read by a real `NcursesTerminal` whose input is a
/// file holding those bytes.
@MainActor
final class TerminalKeysTests: XCTestCase {
    private static let escape = "\u{1B}"

    /// What xterm sends (and kitty, alacritty, foot, VTE, Konsole, WezTerm), in normal mode.
    private static let xtermNormal: [(String, KeyEvent)] = [
        ("\(escape)[A", KeyEvent(.up)), ("\(escape)[B", KeyEvent(.down)), ("\(escape)[C", KeyEvent(.right)),
        ("\(escape)[D", KeyEvent(.left)), ("\(escape)[H", KeyEvent(.home)), ("\(escape)[F", KeyEvent(.end)),
    ]
    /// The same keys in application cursor mode (after ncurses' `smkx`).
    private static let xtermApplication: [(String, KeyEvent)] = [
        ("\(escape)OA", KeyEvent(.up)), ("\(escape)OB", KeyEvent(.down)), ("\(escape)OC", KeyEvent(.right)),
        ("\(escape)OD", KeyEvent(.left)), ("\(escape)OH", KeyEvent(.home)), ("\(escape)OF", KeyEvent(.end)),
    ]
    private static let editing: [(String, KeyEvent)] = [
        ("\(escape)[2~", KeyEvent(.insert)), ("\(escape)[3~", KeyEvent(.delete)),
        ("\(escape)[5~", KeyEvent(.pageUp)), ("\(escape)[6~", KeyEvent(.pageDown)), ("\(escape)[Z", KeyEvent(.backTab)),
    ]
    private static let xtermFunctionKeys: [(String, KeyEvent)] =
        zip(["OP", "OQ", "OR", "OS", "[15~", "[17~", "[18~", "[19~", "[20~", "[21~", "[23~", "[24~"], 1...12).map {
            ("\(escape)\($0.0)", KeyEvent(.function($0.1)))
        }
    private static let xtermModified: [(String, KeyEvent)] = [
        ("\(escape)[1;5D", KeyEvent(.left, modifiers: .control)),
        ("\(escape)[1;5C", KeyEvent(.right, modifiers: .control)),
        ("\(escape)[1;3D", KeyEvent(.left, modifiers: .alt)), ("\(escape)[1;2A", KeyEvent(.up, modifiers: .shift)),
        ("\(escape)[1;5H", KeyEvent(.home, modifiers: .control)), ("\(escape)[1;2F", KeyEvent(.end, modifiers: .shift)),
    ]
    /// tmux and screen: Home and End as the VT220 editing keys.
    private static let multiplexer: [(String, KeyEvent)] = [
        ("\(escape)[1~", KeyEvent(.home)), ("\(escape)[4~", KeyEvent(.end)),
    ]
    /// The Linux console: F1–F5 as `CSI [ A`–`E`, Home and End as 1~ and 4~.
    private static let linuxConsole: [(String, KeyEvent)] =
        zip(["[[A", "[[B", "[[C", "[[D", "[[E"], 1...5).map { ("\(escape)\($0.0)", KeyEvent(.function($0.1))) }
        + [("\(escape)[1~", KeyEvent(.home)), ("\(escape)[4~", KeyEvent(.end))]
    /// rxvt and urxvt: Home 7~, End 8~, F1–F4 11~–14~, Shift-arrows `CSI a`, Ctrl-arrows `SS3 a`.
    private static let rxvt: [(String, KeyEvent)] = [
        ("\(escape)[7~", KeyEvent(.home)), ("\(escape)[8~", KeyEvent(.end)),
        ("\(escape)[11~", KeyEvent(.function(1))), ("\(escape)[14~", KeyEvent(.function(4))),
        ("\(escape)[a", KeyEvent(.up, modifiers: .shift)), ("\(escape)Od", KeyEvent(.left, modifiers: .control)),
    ]

    private static let everyTerminal =
        xtermNormal + xtermApplication + editing + xtermFunctionKeys + xtermModified
        + multiplexer + linuxConsole + rxvt

    func testXtermKeysInBothCursorModes() async throws {
        try assertKeys(Self.xtermNormal + Self.xtermApplication + Self.editing, term: "xterm-256color")
        try assertKeys(Self.xtermFunctionKeys + Self.xtermModified, term: "xterm-256color")
    }

    func testEveryTerminalsKeysArriveWhateverTERMSays() async throws {
        // A user's TERM often names another terminal than the one sending the keys (tmux
        // inside xterm, a TERM copied over SSH): every family's sequences work under each.
        for term in ["xterm-256color", "screen-256color", "tmux-256color", "linux", "vt100", "rxvt-unicode-256color"] {
            try assertKeys(Self.everyTerminal, term: term)
        }
    }

    func testPlainCharactersAndEscapeStillArrive() async throws {
        let events = try read("a\(Self.escape)[Ab", term: "linux")
        XCTAssertEqual(events, [.key(.character("a")), .key(KeyEvent(.up)), .key(.character("b"))])
    }

    private func assertKeys(
        _ keys: [(String, KeyEvent)], term: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        // All at once with a letter between keys: each sequence must end where it should.
        let bytes = keys.map { $0.0 + "x" }.joined()
        let expected = keys.flatMap { [Event.key($0.1), .key(.character("x"))] }
        let events = try read(bytes, term: term)
        XCTAssertEqual(events.count, expected.count, "TERM=\(term)", file: file, line: line)
        for (index, (got, wanted)) in zip(events, expected).enumerated() where got != wanted {
            XCTFail(
                "TERM=\(term): \(keys[index / 2].0.debugDescription) gave \(got), not \(wanted)", file: file, line: line
            )
            return
        }
    }

    /// The events a real ncurses screen of `term` decodes from `bytes`.
    private func read(_ bytes: String, term: String) throws -> [Event] {
        setenv("LINES", "24", 1)
        setenv("COLUMNS", "80", 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        let output = try XCTUnwrap(tmpfile())
        let input = try XCTUnwrap(tmpfile())
        fputs(bytes, input)
        rewind(input)
        let terminal = try NcursesTerminal(
            environment: ["TERM": term], output: output, input: input, terminalType: term)
        // The screen stays open (as the benchmark's does): `shutdown()` writes its reset
        // to the real stdout.
        return terminal.readEvents()
    }
}
