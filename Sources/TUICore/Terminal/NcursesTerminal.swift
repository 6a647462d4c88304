import CNcurses

#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal, through ncursesw's wide-character API.
///
/// `present` diffs the new frame against the last one and hands ncurses only the cells
/// that changed; ncurses then sends the shortest byte sequence it knows. Colors are
/// downgraded from RGB to the terminal's depth, and color pairs are allocated on demand.
@MainActor
public final class NcursesTerminal: Terminal {
    public private(set) var size: Size
    public private(set) var colorDepth: ColorDepth = .none
    public let supportsUnicode: Bool
    private let screen: OpaquePointer
    /// The descriptor ncurses reads keys from (stdin, or the input a benchmark passes).
    private let inputFile: Int32
    private var previous: Canvas?
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    private var isActive = true
    /// Writing to the user's terminal (not the benchmark's memory stream): raw sequences
    /// such as the synchronized-output brackets go to it directly.
    private let isRealTerminal: Bool
    private var pendingEscape = false
    private var lastFlash: ContinuousClock.Instant?
    private static let flashInterval: Duration = .milliseconds(250)
    private var pasteBuffer: String?
    private var utf8 = UTF8InputDecoder()
    /// The app's window title, on a real terminal that was given one.
    private var titleStack: TerminalTitleStack?

    /// Key codes ncurses reports for the sequences we teach it with `define_key`.
    private static let pasteStartCode: Int32 = KEY_MAX + 1
    private static let pasteEndCode: Int32 = KEY_MAX + 2
    private static let pasteEnd = "\u{1B}" + pasteEndWithoutEscape
    private static let pasteEndWithoutEscape = "[201~"
    private static let focusInCode: Int32 = KEY_MAX + 3
    private static let focusOutCode: Int32 = KEY_MAX + 4
    /// Keys as every common terminal sends them, in both cursor modes, whatever `TERM`
    /// says: terminfo names one sequence per key, but a terminal in normal cursor mode, a
    /// multiplexer passing keys through, or a `TERM` borrowed from another terminal sends
    /// another. Each gets its own code past `KEY_MAX` (see `TerminalKeySequences`).
    private static let extraKeys: [(sequence: String, code: Int32, key: KeyEvent)] =
        TerminalKeySequences.all.enumerated().map { index, entry in
            (sequence: entry.sequence, code: KEY_MAX + 5 + Int32(index), key: entry.key)
        }
    private static let extraKeysByCode: [Int32: KeyEvent] = Dictionary(
        extraKeys.map { ($0.code, $0.key) }, uniquingKeysWith: { first, _ in first })

    /// Bracketed paste, focus reports and drag reports: modes we switch on ourselves.
    private static let enableModes = "\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?1002h"
    private static let disableModes = "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l"

    /// Enters curses mode on a terminal. `output` and `input` default to stdout and stdin;
    /// the benchmark passes a memory stream to count bytes. `title` (the app's display name)
    /// is the window's title while the app runs, on a real terminal only.
    public init(
        environment: [String: String],
        output: UnsafeMutablePointer<FILE>? = nil,
        input: UnsafeMutablePointer<FILE>? = nil,
        terminalType: String? = nil,
        title: String? = nil
    ) throws(TerminalError) {
        var terminalType = terminalType
        supportsUnicode = Locale.prepare()
        isRealTerminal = output == nil
        if isRealTerminal {
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
            let type = terminalType ?? environment["TERM"] ?? "unknown"
            switch tui_terminal_addresses_cursor(terminalType, STDOUT_FILENO) {
            case 1: break
            case 0: throw .cannotAddressCursor(type)
            default: throw .cannotStart(type)
            }
            terminalType = Self.directColorType(for: type, environment: environment) ?? terminalType
            TerminalRestorer.saveModes(fd: STDIN_FILENO)
        }
        set_escdelay(25)
        guard let screen = newterm(terminalType, output ?? tui_stdout(), input ?? tui_stdin()) else {
            throw .cannotStart(terminalType ?? environment["TERM"] ?? "unknown")
        }
        self.screen = screen
        inputFile = fileno(input ?? tui_stdin())
        raw()
        noecho()
        nonl()
        keypad(tui_stdscr(), true)
        // `wgetch` keeps the eighth bit (UTF-8) where the terminal's modes do (CS8, no
        // ISTRIP: every real terminal today); a pipe has no modes, so ask for it there.
        if !isRealTerminal { meta(tui_stdscr(), true) }
        nodelay(tui_stdscr(), true)
        leaveok(tui_stdscr(), true)
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth.detect(colors: Int(tui_colors()), environment: environment)
        }
        size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
        tui_enable_mouse()
        define_key("\u{1B}[200~", Self.pasteStartCode)
        define_key(Self.pasteEnd, Self.pasteEndCode)
        define_key("\u{1B}[I", Self.focusInCode)
        define_key("\u{1B}[O", Self.focusOutCode)
        for key in Self.extraKeys { define_key(key.sequence, key.code) }
        if isRealTerminal {
            writeRaw(Self.enableModes)
            if let title {
                titleStack = TerminalTitleStack(title: title) { NcursesTerminal.writeRaw($0) }
                titleStack?.show()
            }
            // A crash pops the title too; ncurses has no part in that path.
            let pop = titleStack == nil ? "" : TerminalTitleStack.pop
            TerminalRestorer.arm(resetBytes: Array((resetSequence() + pop).utf8))
        }
    }

    /// The `-direct` variant of `type` (`xterm-256color` → `xterm-direct`) when the user says
    /// the terminal shows 24-bit colour (`COLORTERM=truecolor` or `24bit`) and its terminfo
    /// entry, from ncurses-term, is installed; nil to keep `type`.
    static func directColorType(for type: String, environment: [String: String]) -> String? {
        guard let colorTerm = environment["COLORTERM"]?.lowercased(), ["truecolor", "24bit"].contains(colorTerm),
            !type.hasSuffix("-direct")
        else { return nil }
        var base = Substring(type)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        let direct = base + "-direct"
        return tui_terminal_addresses_cursor(String(direct), STDOUT_FILENO) == 1 ? String(direct) : nil
    }

    /// The bytes that take a terminal out of curses mode without ncurses' help.
    private func resetSequence() -> String {
        let capabilities = ["sgr0", "cnorm", "rmkx", "rmcup"]
        return Self.disableModes + capabilities.compactMap { tui_tigetstr($0).map { String(cString: $0) } }.joined()
    }

    public func present(_ canvas: Canvas) {
        guard isActive else { return }
        if canvas.size != size { return }
        var changed = false
        CellDiff.forEachChange(from: previous, to: canvas) { x, y, cell in
            changed = true
            put(cell, x: x, y: y)
        }
        previous = canvas
        placeCursor(
            canvas.cursor.flatMap { canvas.bounds.contains($0) ? $0 : nil },
            focus: canvas.focus.flatMap { canvas.bounds.contains($0) ? $0 : nil })
        wnoutrefresh(tui_stdscr())
        // Synchronized output (DEC mode 2026): the terminal shows the frame whole, never
        // half drawn; terminals without the mode ignore it. doupdate flushes before it returns.
        let synchronized = changed && isRealTerminal
        if synchronized { writeRaw(Self.beginSynchronizedUpdate) }
        doupdate()
        if synchronized { writeRaw(Self.endSynchronizedUpdate) }
    }

    private static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    private static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Shows the cursor at `point` (a focused field's edit point); else hides it and, when
    /// a control has the focus, leaves it there for screen readers and magnifiers. curses
    /// leaves the physical cursor where the last `wmove` put it at `doupdate`.
    private func placeCursor(_ point: Point?, focus: Point?) {
        guard let target = point ?? focus else {
            leaveok(tui_stdscr(), true)
            curs_set(0)
            return
        }
        leaveok(tui_stdscr(), false)
        curs_set(point == nil ? 0 : 1)
        wmove(tui_stdscr(), Int32(target.y), Int32(target.x))
    }

    public func invalidate() {
        previous = nil
        clearok(tui_curscr(), true)
    }

    public func bell() {
        beep()
    }

    public func flash() {
        // ncurses' flash() sleeps through the capability's padding (xterm: `$<100/>`, 100 ms)
        // on the main actor, so a burst of haptics (Enter held on the Utils demo) queued
        // seconds of sleeps and stalled input and frames (found by the monkey test). One
        // flash in `flashInterval` is all the eye can tell apart anyway.
        let now = ContinuousClock.now
        if let lastFlash, now - lastFlash < Self.flashInterval { return }
        lastFlash = now
        // The module name shadows ncurses' flash(), hence the qualified call.
        _ = CNcurses.flash()
    }

    /// Writes the OSC 52 sequence straight to the terminal, after ncurses' buffer: a copy
    /// comes from a key, between frames, and moves neither the cursor nor a cell. tmux
    /// takes the plain sequence itself (with `set-clipboard on`) and passes it on to the
    /// terminal outside, so it is not wrapped in tmux's passthrough.
    public func copyToClipboard(_ text: String) {
        guard isActive, isRealTerminal, let sequence = ClipboardSequence.osc52(text) else { return }
        writeRaw(sequence)
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        var attributes = tui_attr_normal()
        let style = cell.style
        if style.attributes.contains(.bold) { attributes |= tui_attr_bold() }
        if style.attributes.contains(.dim) { attributes |= tui_attr_dim() }
        if style.attributes.contains(.italic) { attributes |= tui_attr_italic() }
        if style.attributes.contains(.underline) { attributes |= tui_attr_underline() }
        if style.attributes.contains(.reverse) { attributes |= tui_attr_reverse() }
        let pair = pairNumber(foreground: style.foreground, background: style.background)
        var scalars = cell.symbol.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
        if !supportsUnicode, scalars.contains(where: { $0 > 0x7E }) { scalars = [wchar_t(UInt8(ascii: "?"))] }
        scalars.append(0)
        _ = scalars.withUnsafeBufferPointer { buffer in
            tui_put_cell(Int32(y), Int32(x), buffer.baseAddress, attributes, pair)
        }
    }

    private func pairNumber(foreground: Color?, background: Color?) -> Int32 {
        let key = PairKey(
            foreground: foreground?.terminalValue(for: colorDepth) ?? -1,
            background: background?.terminalValue(for: colorDepth) ?? -1
        )
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        if nextPair >= tui_color_pairs() {
            // Out of pairs: start over; cells drawn with old pairs are redrawn next frame.
            pairs.removeAll()
            nextPair = 1
            invalidate()
        }
        let pair = nextPair
        nextPair += 1
        init_extended_pair(pair, Int32(key.foreground), Int32(key.background))
        pairs[key] = pair
        return pair
    }

    /// Reads every event waiting on the input, without blocking.
    public var inputDescriptor: Int32? { STDIN_FILENO }

    public func readEvents() -> [Event] {
        var events: [Event] = []
        // ncurses reads the rest of a mouse report (`ESC [ <`, `ESC [ M`) with a blocking
        // read(2), whatever `nodelay` says: a report cut short (a paste, a slow link, a stray
        // `ESC [ <` typed) froze the app until more bytes came (found by `make fuzz`). The
        // input is non-blocking while ncurses reads, so such a report is dropped instead, and
        // back to blocking before anything else (the shell shares the descriptor) sees it.
        let flags = fcntl(inputFile, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(inputFile, F_SETFL, flags | O_NONBLOCK) }
        defer { if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(inputFile, F_SETFL, flags) } }
        // Bytes and key codes from ncurses (`wgetch`), UTF-8 decoded here: `get_wch` lost the
        // bytes after a sequence that is not UTF-8 (see `UTF8InputDecoder`).
        while true {
            let code = wgetch(tui_stdscr())
            if code == tui_err() { break }
            if code >= KEY_MIN {
                utf8.flush { decodeCharacter($0.value, into: &events) }
                if let event = decodeFunctionKey(code) { events.append(event) }
            } else {
                utf8.decode(UInt8(truncatingIfNeeded: code)) { decodeCharacter($0.value, into: &events) }
            }
        }
        if pendingEscape {
            pendingEscape = false
            events.append(.key(KeyEvent(.escape)))
        }
        return events
    }

    private func decodeCharacter(_ code: UInt32, into events: inout [Event]) {
        if var text = pasteBuffer {
            pasteBuffer = nil  // `text` alone holds the buffer, so it grows in place
            if let scalar = Unicode.Scalar(code) {
                text.unicodeScalars.append(code == 13 ? "\n" : scalar)
            }
            // The end marker came in pieces (ESC alone past the escape delay, then `[201~`,
            // when a long paste fills the terminal's buffer and the rest is slow to come), so
            // ncurses gave it as characters; after bytes that are not UTF-8 it even loses the
            // ESC. Without this the paste never ended and took every key after it, Esc, q and
            // Ctrl-C among them (found by the monkey test). So `[201~` ends a paste with or
            // without its ESC: a pasted text holding those five characters is cut there.
            if text.unicodeScalars.last == "~", text.hasSuffix(Self.pasteEndWithoutEscape) {
                text.unicodeScalars.removeLast(Self.pasteEndWithoutEscape.unicodeScalars.count)
                if text.unicodeScalars.last == "\u{1B}" { text.unicodeScalars.removeLast() }
                events.append(.paste(text))
            } else {
                pasteBuffer = text
            }
            return
        }
        let event: KeyEvent
        switch code {
        case 27:
            if pendingEscape { events.append(.key(KeyEvent(.escape))) }
            pendingEscape = true
            return
        case 13, 10: event = KeyEvent(.enter)
        case 9: event = KeyEvent(.tab)
        case 127, 8: event = KeyEvent(.backspace)
        case 0: event = .control(" ")
        case 1...26: event = .control(Character(Unicode.Scalar(code + 96)!))
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ (the debug panel's fallback hotkey is Ctrl-]).
        case 28...31: event = .control(Character(Unicode.Scalar(code + 64)!))
        default:
            guard let scalar = Unicode.Scalar(code) else { return }
            event = .character(Character(scalar))
        }
        var final = event
        if pendingEscape {
            pendingEscape = false
            // Esc then Ctrl-C (or any control key) read together, as a busy app reads them,
            // are the two keys: as Alt-Ctrl-C the quit key was lost (found by the monkey test).
            if final.modifiers.contains(.control) {
                events.append(.key(KeyEvent(.escape)))
            } else {
                final.modifiers.insert(.alt)
            }
        }
        events.append(.key(final))
    }

    private func decodeFunctionKey(_ code: Int32) -> Event? {
        if code == Self.pasteStartCode {
            pasteBuffer = ""
            return nil
        }
        if code == Self.pasteEndCode {
            defer { pasteBuffer = nil }
            return pasteBuffer.map { .paste($0) }
        }
        if code == Self.focusInCode { return .focus(true) }
        if code == Self.focusOutCode { return .focus(false) }
        if let key = Self.extraKeysByCode[code] { return .key(key) }
        switch code {
        case KEY_MOUSE:
            var x: Int32 = 0
            var y: Int32 = 0
            let point = { Point(x: Int(x), y: Int(y)) }
            switch Int(tui_get_mouse(&x, &y)) {
            case TUI_MOUSE_LEFT_DOWN, TUI_MOUSE_LEFT_CLICK:
                return .mouse(MouseEvent(.press, at: point()))
            case TUI_MOUSE_LEFT_UP: return .mouse(MouseEvent(.release, at: point()))
            case TUI_MOUSE_RIGHT_DOWN: return .mouse(MouseEvent(.rightPress, at: point()))
            case TUI_MOUSE_WHEEL_UP: return .mouse(MouseEvent(.wheelUp, at: point()))
            case TUI_MOUSE_WHEEL_DOWN: return .mouse(MouseEvent(.wheelDown, at: point()))
            case TUI_MOUSE_MOVE: return .mouse(MouseEvent(.move, at: point()))
            default: return nil
            }
        case KEY_RESIZE:
            return nil  // Resizes come from SIGWINCH through `updateSize()`.
        default:
            break
        }
        let keys: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_IC: .insert, KEY_BTAB: .backTab,
            KEY_ENTER: .enter,
        ]
        if let key = keys[code] { return .key(KeyEvent(key)) }
        if code > KEY_F0, code <= KEY_F0 + 12 { return .key(KeyEvent(.function(Int(code - KEY_F0)))) }
        return nil
    }

    /// Reads the size from the kernel after SIGWINCH and resizes curses' screens.
    public func updateSize() -> Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if tui_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
            resize_term(rows, columns)
        }
        size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
        invalidate()
        return size
    }

    /// Shows `title` as the window's title from now on, when the app set one at start.
    public func setTitle(_ title: String) {
        titleStack?.change(to: title)
    }

    /// Leaves curses mode for the shell (Ctrl-Z); `resume()` comes back.
    public func suspend() {
        guard isActive else { return }
        writeRaw(Self.disableModes)
        titleStack?.restore()
        endwin()
        isActive = false
    }

    public func resume() {
        guard !isActive else { return }
        isActive = true
        refresh()
        tui_enable_mouse()
        writeRaw(Self.enableModes)
        titleStack?.show()
        _ = updateSize()
    }

    /// Restores the terminal for good.
    public func shutdown() {
        guard isActive else { return }
        writeRaw(Self.disableModes)
        titleStack?.restore()
        curs_set(1)
        endwin()
        isActive = false
        TerminalRestorer.disarm()
    }

    private func writeRaw(_ sequence: String) {
        Self.writeRaw(sequence)
    }

    nonisolated private static func writeRaw(_ sequence: String) {
        fflush(tui_stdout())
        _ = sequence.withCString { pointer in write(STDOUT_FILENO, pointer, strlen(pointer)) }
    }

    private struct PairKey: Hashable {
        let foreground: Int
        let background: Int
    }

    /// Sets the locale from the environment for wide-character output. A bare C/POSIX
    /// locale is coerced to C.UTF-8 (as Python does, PEP 538); any other non-UTF-8
    /// locale is kept and icons fall back to ASCII. Returns whether output is UTF-8.
    enum Locale {
        static func prepare() -> Bool {
            let current = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
            let ctype = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? current
            if ctype == "C" || ctype == "POSIX" {
                _ = setlocale(LC_CTYPE, "C.UTF-8")
            }
            return tui_locale_is_utf8() != 0
        }
    }
}
