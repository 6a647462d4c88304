/// Turns the bytes a terminal sends into events: characters (with Alt when they follow an
/// ESC), every family's key sequences (`TerminalKeySequences`, plus what terminfo names),
/// SGR and X10 mouse reports, bracketed pastes and focus reports.
///
/// The app decodes its input here instead of through ncurses' `wgetch`. `make fuzz` found
/// that ncurses 6.4 writes past the end of its parameter array when an SGR mouse report
/// (`ESC [ <`) holds more than ten `;`. Every key after that crashed the app with SIGBUS,
/// and any program could type those bytes. ncurses also blocked on a mouse report cut
/// short, and lost bytes next to invalid UTF-8. Here every sequence has a bounded length.
/// A sequence nobody knows is dropped whole, so its bytes never turn into typed text.
///
/// Bytes come in any pieces. When a piece ends inside a sequence (`isAwaitingMore`), the
/// reader waits the escape delay for the rest and then calls `expire()`. A lone ESC is the
/// Escape key; `ESC [` and `ESC O` alone are Alt-[ and Alt-O.
public struct TerminalInputParser {
    private enum State {
        case ground
        /// After ESC: a sequence, or Alt with the next key.
        case escape
        /// `ESC [` and its parameter bytes so far, in `sequence`.
        case controlSequence
        /// A control sequence longer than any key or report: skipped to its final byte.
        case overlong
        /// `ESC O`: one more byte names the key.
        case singleShift
        /// `ESC [ [`: the Linux console's F1–F5.
        case consoleFunction
        /// `ESC [ M`: an X10 mouse report's three bytes, in `sequence`.
        case legacyMouse
        /// Inside a bracketed paste, to its end marker.
        case paste
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var pasteBytes: [UInt8] = []
    private var utf8 = UTF8InputDecoder()
    /// The scalar the UTF-8 decoder gives next followed an ESC: it is Alt with it.
    private var altPending = false
    private let extraKeys: [(sequence: [UInt8], key: KeyEvent)]
    /// The common sequences and `extraKeys`, merged when the first sequence ends: building
    /// the table is not work for a launch's first frame, and the user's first key comes after it.
    private var keyTable: [[UInt8]: KeyEvent]?

    /// `extraKeys` add sequences (terminfo's, say) that the common families lack. A common
    /// sequence keeps its meaning.
    public init(extraKeys: [(sequence: [UInt8], key: KeyEvent)] = []) {
        self.extraKeys = extraKeys
    }

    /// The key `sequence` (a whole escape sequence) stands for, if it is one.
    private mutating func key(for sequence: [UInt8]) -> KeyEvent? {
        if let keyTable { return keyTable[sequence] }
        var keys = Self.commonKeys
        for extra in extraKeys where keys[extra.sequence] == nil { keys[extra.sequence] = extra.key }
        keyTable = keys
        return keys[sequence]
    }

    /// Whether the bytes so far end inside a sequence, which needs more within the delay.
    public var isAwaitingMore: Bool {
        switch state {
        case .ground, .paste: false
        case .escape, .controlSequence, .overlong, .singleShift, .consoleFunction, .legacyMouse: true
        }
    }

    /// Whether the bytes so far end with an ESC alone: the Escape key, unless more of a
    /// sequence follows within the delay.
    public var isAfterLoneEscape: Bool { state == .escape }

    /// The events `bytes` complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        var events: [Event] = []
        for byte in bytes { take(byte, into: &events) }
        return events
    }

    /// The escape delay passed with a sequence begun: what the bytes so far mean alone.
    public mutating func expire() -> [Event] {
        var events: [Event] = []
        switch state {
        case .escape: events.append(.key(KeyEvent(.escape)))
        case .controlSequence where sequence.isEmpty:
            events.append(.key(KeyEvent(.character("["), modifiers: .alt)))
        case .singleShift: events.append(.key(KeyEvent(.character("O"), modifiers: .alt)))
        case .ground, .paste, .controlSequence, .overlong, .consoleFunction, .legacyMouse: break
        }
        if state != .paste { state = .ground }
        return events
    }

    private mutating func take(_ byte: UInt8, into events: inout [Event]) {
        switch state {
        case .ground:
            // The decoder is moved out while it runs, since the characters it gives change
            // `self` (Alt).
            var decoder = utf8
            utf8 = UTF8InputDecoder()
            if byte == Self.escapeByte {
                decoder.flush { character($0, into: &events) }
                state = .escape
            } else {
                decoder.decode(byte) { character($0, into: &events) }
            }
            utf8 = decoder
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                sequence.removeAll(keepingCapacity: true)
                state = .controlSequence
            case UInt8(ascii: "O"): state = .singleShift
            case Self.escapeByte: events.append(.key(KeyEvent(.escape)))
            default:
                state = .ground
                altPending = true
                take(byte, into: &events)
            }
        case .controlSequence:
            if sequence.isEmpty, byte == UInt8(ascii: "[") {
                state = .consoleFunction
            } else if sequence.isEmpty, byte == UInt8(ascii: "M") {
                state = .legacyMouse
            } else if (0x20...0x3F).contains(byte) {
                if sequence.count < Self.longestSequence {
                    sequence.append(byte)
                } else {
                    state = .overlong
                }
            } else if (0x40...0x7E).contains(byte) {
                state = .ground
                finishControlSequence(final: byte, into: &events)
            } else {
                // A control byte or a non-ASCII one cuts the sequence short (as CAN and SUB
                // cancel one in ECMA-48): it is dropped, and the byte is read on its own.
                state = .ground
                take(byte, into: &events)
            }
        case .overlong:
            if (0x20...0x3F).contains(byte) { return }
            state = .ground
            if !(0x40...0x7E).contains(byte) { take(byte, into: &events) }
        case .singleShift:
            state = .ground
            guard (0x20...0x7E).contains(byte) else { return take(byte, into: &events) }
            if let key = key(for: [Self.escapeByte, UInt8(ascii: "O"), byte]) ?? Self.keypad[byte] {
                events.append(.key(key))
            }
        case .consoleFunction:
            state = .ground
            guard (0x20...0x7E).contains(byte) else { return take(byte, into: &events) }
            if let key = key(for: [Self.escapeByte, UInt8(ascii: "["), UInt8(ascii: "["), byte]) {
                events.append(.key(key))
            }
        case .legacyMouse:
            // Its bytes are 32 and up. A control byte is a key typed after `ESC [ M` (Alt-[
            // then M): the report is dropped and the key read, so Esc Esc Esc behind it are
            // never taken as a report's three bytes.
            guard byte >= 32 else {
                state = .ground
                return take(byte, into: &events)
            }
            sequence.append(byte)
            guard sequence.count == 3 else { return }
            state = .ground
            if let mouse = MouseReport.legacy(sequence) { events.append(.mouse(mouse)) }
        case .paste:
            pasteBytes.append(byte)
            guard byte == UInt8(ascii: "~"), pasteBytes.count >= Self.pasteEnd.count,
                pasteBytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
            else { return }
            pasteBytes.removeLast(Self.pasteEnd.count)
            // Terminals paste line ends as CR, as the Enter key sends them. (A CR byte is
            // never part of a longer UTF-8 sequence.)
            for index in pasteBytes.indices where pasteBytes[index] == 13 { pasteBytes[index] = 10 }
            events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
            pasteBytes = []
            state = .ground
        }
    }

    private mutating func finishControlSequence(final: UInt8, into events: inout [Event]) {
        let whole = [Self.escapeByte, UInt8(ascii: "[")] + sequence + [final]
        if whole == Self.pasteStart {
            pasteBytes.removeAll(keepingCapacity: true)
            state = .paste
        } else if let key = key(for: whole) {
            events.append(.key(key))
        } else if sequence.first == UInt8(ascii: "<") {
            if let mouse = MouseReport.sgr(parameters: sequence.dropFirst(), final: final) {
                events.append(.mouse(mouse))
            }
        } else if final == UInt8(ascii: "I") || final == UInt8(ascii: "O"), sequence.isEmpty {
            events.append(.focus(final == UInt8(ascii: "I")))
        } else if let key = ModifiedKeySequence.key(parameters: sequence, final: final) {
            events.append(.key(key))
        }
    }

    /// A character: a key of its own, Alt with it after an ESC.
    private mutating func character(_ scalar: Unicode.Scalar, into events: inout [Event]) {
        var event: KeyEvent
        switch scalar.value {
        case 13, 10: event = KeyEvent(.enter)
        case 9: event = KeyEvent(.tab)
        case 127, 8: event = KeyEvent(.backspace)
        case 0: event = .control(" ")
        case 1...26: event = .control(Character(Unicode.Scalar(scalar.value + 96)!))
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ (the debug panel's fallback hotkey is Ctrl-]).
        case 28...31: event = .control(Character(Unicode.Scalar(scalar.value + 64)!))
        default: event = .character(Character(scalar))
        }
        if altPending {
            altPending = false
            // Esc then Ctrl-C (or any control key) read together, as a busy app reads them,
            // are the two keys: as Alt-Ctrl-C the quit key was lost (found by the monkey test).
            if event.modifiers.contains(.control) {
                events.append(.key(KeyEvent(.escape)))
            } else {
                event.modifiers.insert(.alt)
            }
        }
        events.append(.key(event))
    }

    private static let escapeByte: UInt8 = 0x1B
    /// Longer than any key or mouse report (`ESC [ < 65 ; 65535 ; 65535 M` has 15).
    private static let longestSequence = 32
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private static let commonKeys: [[UInt8]: KeyEvent] = Dictionary(
        TerminalKeySequences.all.map { (Array($0.sequence.utf8), $0.key) }, uniquingKeysWith: { first, _ in first })

    /// The numeric keypad in application mode (after `smkx`, which holds DECKPAM): `SS3` and
    /// a letter for each key. They are the characters printed on the keys.
    private static let keypad: [UInt8: KeyEvent] = {
        var keys: [UInt8: KeyEvent] = [UInt8(ascii: "M"): KeyEvent(.enter)]
        let characters: [(Character, Character)] = [
            ("j", "*"), ("k", "+"), ("l", ","), ("m", "-"), ("n", "."), ("o", "/"), ("X", "="),
        ]
        for (final, character) in characters { keys[final.asciiValue!] = .character(character) }
        for digit in 0...9 { keys[UInt8(ascii: "p") + UInt8(digit)] = .character(Character(String(digit))) }
        return keys
    }()
}
