import CNcurses
import TUICore

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
    /// How many of the direct-colour entry's lowest values are the terminal's palette.
    private var directPalette = 8
    public let supportsUnicode: Bool
    private let screen: OpaquePointer
    /// The descriptor ncurses reads keys from (stdin, or the input a benchmark passes).
    private let inputFile: Int32
    private var previous: Canvas?
    private var pairs: [PairKey: Int32] = [:]
    /// The style of the last cell put, and its attributes and pair (`put`).
    private var lastStyle: DrawnStyle?
    private var nextPair: Int32 = 1
    private var isActive = true
    /// Writing to the user's terminal (not the benchmark's memory stream): raw sequences
    /// such as the synchronized-output brackets go to it directly.
    private let isRealTerminal: Bool
    /// Whether tmux is the terminal: a desktop notification goes through its passthrough.
    private let isTmux: Bool
    private var lastFlash: ContinuousClock.Instant?
    private static let flashInterval: Duration = .milliseconds(250)
    private var reader: TerminalInputReader
    private var readBuffer = [UInt8](repeating: 0, count: 4096)
    /// How long the rest of a sequence may take to come after its ESC (as ncurses'
    /// ESCDELAY): until then, an ESC alone is not yet the Escape key.
    public var escapeDelay: Duration {
        get { reader.escapeDelay }
        set { reader.escapeDelay = newValue }
    }
    /// The app's window title, on a real terminal that was given one.
    private var titleStack: TerminalTitleStack?
    /// Whether the canvas's links are sent as OSC 8 hyperlinks (`HyperlinkSupport` decides
    /// from the environment); off, they are plain text.
    public var showsHyperlinks = false
    /// The descriptor ncurses writes to: the links go there after its bytes.
    private let outputDescriptor: Int32
    /// The links on the screen as last written with OSC 8 (`writeLinks`).
    private var writtenLinks: [CanvasLink] = []

    /// Keys as terminfo names them for this `TERM`, beside the common families'
    /// (`TerminalKeySequences`): a terminal of its own kind still has its keys.
    private static let terminfoKeys: [(capability: String, key: KeyEvent)] =
        [
            ("kcuu1", KeyEvent(.up)), ("kcud1", KeyEvent(.down)), ("kcub1", KeyEvent(.left)),
            ("kcuf1", KeyEvent(.right)), ("khome", KeyEvent(.home)), ("kend", KeyEvent(.end)),
            ("kpp", KeyEvent(.pageUp)), ("knp", KeyEvent(.pageDown)), ("kdch1", KeyEvent(.delete)),
            ("kich1", KeyEvent(.insert)), ("kcbt", KeyEvent(.backTab)), ("kent", KeyEvent(.enter)),
        ] + (1...12).map { ("kf\($0)", KeyEvent(.function($0))) }

    /// `ESCDELAY` in milliseconds, as ncurses reads it (users over slow links raise it),
    /// else 25 ms.
    nonisolated static func escapeDelay(_ environment: [String: String]) -> Duration {
        guard let text = environment["ESCDELAY"], let milliseconds = Int(text), (0...10_000).contains(milliseconds)
        else { return .milliseconds(25) }
        return .milliseconds(milliseconds)
    }

    /// Bracketed paste, focus reports and the mouse (presses, the wheel and drags, as SGR
    /// reports): the app decodes them itself (`TerminalInputParser`), so it asks for them
    /// itself rather than through ncurses' `mousemask`.
    private static let enableModes = "\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    private static let disableModes = "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l"

    /// Enters curses mode on a terminal. `output` and `input` default to stdout and stdin;
    /// the benchmark passes a memory stream to count bytes. `title` (the app's display name)
    /// is the window's title while the app runs, on a real terminal that has one.
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
        isTmux = TerminalEnvironment.isTmux(environment)
        if isRealTerminal {
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
            let type = terminalType ?? environment["TERM"] ?? "unknown"
            switch tui_terminal_addresses_cursor(terminalType, STDOUT_FILENO) {
            case 1: break
            case 0: throw .cannotAddressCursor(type)
            default: throw .cannotStart(type)
            }
            terminalType = Self.directColorType(for: type, environment: environment) ?? terminalType
            directPalette = Self.directPalette(of: terminalType ?? type) ?? 8
            TerminalRestorer.saveModes(fd: STDIN_FILENO)
        }
        // Until raw mode below, the terminal turns Ctrl-C, Ctrl-\ and Ctrl-Z into signals, and
        // the alternate screen already shows: a Ctrl-\ typed then crashed the app with SIGQUIT
        // (the monkey test, typing as soon as the screen showed). Ignored until then, so such
        // a key is dropped; the run loop handles SIGINT and SIGTSTP its own way afterwards.
        let startSignals = isRealTerminal ? [SIGINT, SIGQUIT, SIGTSTP] : []
        let previousActions = startSignals.map { signal($0, SIG_IGN) }
        defer {
            for (number, action) in zip(startSignals, previousActions) { signal(number, action) }
        }
        guard let screen = newterm(terminalType, output ?? tui_stdout(), input ?? tui_stdin()) else {
            throw .cannotStart(terminalType ?? environment["TERM"] ?? "unknown")
        }
        self.screen = screen
        if isRealTerminal {
            // ncurses 6.4 flushes its output at every cursor move until the screen has once
            // been ended and refreshed, so a frame left in a write per row or so, each a
            // wake-up of whatever reads the terminal (a relay such as `record`, an SSH
            // session, the emulator). Ended and refreshed here, before colours start (a
            // resume with colours on resets the palette, which on TERM=linux is a sequence
            // other terminals misread), every frame after goes out in one write.
            endwin()
            doupdate()
        }
        inputFile = fileno(input ?? tui_stdin())
        outputDescriptor = fileno(output ?? tui_stdout())
        raw()
        noecho()
        nonl()
        // The keypad's transmit mode (`smkx`): its keys are read either way.
        keypad(tui_stdscr(), true)
        leaveok(tui_stdscr(), true)
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth.detect(colors: Int(tui_colors()), environment: environment)
        }
        size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
        reader = TerminalInputReader(
            parser: TerminalInputParser(
                extraKeys: Self.terminfoKeys.compactMap { entry in
                    tui_tigetstr(entry.capability).map { (sequence: Array(String(cString: $0).utf8), key: entry.key) }
                }),
            escapeDelay: Self.escapeDelay(environment))
        if isRealTerminal {
            writeRaw(Self.enableModes)
            if let title, TerminalTitleStack.isSupported(term: terminalType ?? environment["TERM"] ?? "") {
                titleStack = TerminalTitleStack(title: title) { NcursesTerminal.writeRaw($0) }
                titleStack?.show()
            }
            // A crash pops the title too; ncurses has no part in that path.
            var resetBytes = Self.resetSequence()
            if titleStack != nil { resetBytes += TerminalTitleStack.pop.utf8 }
            TerminalRestorer.arm(resetBytes: resetBytes)
        }
    }

    /// The direct-colour variant of `type` (`xterm-256color` → `xterm-direct256`) when the
    /// user says the terminal shows 24-bit colour (`COLORTERM=truecolor` or `24bit`) and its
    /// terminfo entry, from ncurses-term, is installed; nil to keep `type`. `-direct256` first:
    /// it keeps the palette's 256 entries as such, so the 16 ANSI colours stay the terminal's
    /// own scheme; `-direct16`, then `-direct` (8), where a newer ncurses-term lacks those.
    static func directColorType(for type: String, environment: [String: String]) -> String? {
        guard let colorTerm = environment["COLORTERM"]?.lowercased(), ["truecolor", "24bit"].contains(colorTerm),
            directPalette(of: type) == nil
        else { return nil }
        var base = Substring(type)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        for suffix in ["-direct256", "-direct16", "-direct"] {
            let direct = String(base + suffix)
            if tui_terminal_addresses_cursor(direct, STDOUT_FILENO) == 1 { return direct }
        }
        return nil
    }

    /// How many of a direct-colour entry's lowest values are palette entries (its `setaf`
    /// sends `3n`, `9n` or `38;5;n` for them); nil for a type that is not direct colour.
    static func directPalette(of type: String) -> Int? {
        if type.hasSuffix("-direct256") { return 256 }
        if type.hasSuffix("-direct16") { return 16 }
        if type.hasSuffix("-direct") { return 8 }
        return nil
    }

    /// The bytes that take a terminal out of curses mode without ncurses' help. Bytes, not
    /// strings joined: made before every launch's first frame.
    private static func resetSequence() -> [UInt8] {
        var bytes = Array(disableModes.utf8)
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tui_tigetstr(capability) else { continue }
            bytes += UnsafeRawBufferPointer(start: value, count: strlen(value))
        }
        return bytes
    }

    public func present(_ canvas: Canvas) {
        guard isActive else { return }
        if canvas.size != size { return }
        var changed = false
        CellDiff.forEachChange(from: previous, to: canvas) { x, y, cell in
            changed = true
            put(cell, x: x, y: y)
        }
        // Curses skips characters the screen already shows: it is told these rows are not
        // what it believes, so it writes them whole.
        for row in canvas.rewrittenRows where row >= 0 && row < canvas.size.height {
            wredrawln(tui_stdscr(), Int32(row), 1)
            changed = true
        }
        let last = previous
        previous = canvas
        placeCursor(
            canvas.cursor.flatMap { canvas.bounds.contains($0) ? $0 : nil },
            focus: canvas.focus.flatMap { canvas.bounds.contains($0) ? $0 : nil })
        wnoutrefresh(tui_stdscr())
        // Synchronized output (DEC mode 2026): the terminal shows the frame whole, never
        // half drawn; terminals without the mode ignore it. doupdate flushes before it returns.
        let synchronized = changed && isRealTerminal
        // The begin goes into curses' own buffer, out with the frame in doupdate's flush;
        // the links and the end follow in one more write.
        if synchronized { tui_put_buffered(screen, Self.beginSynchronizedUpdate) }
        doupdate()
        var tail = links(of: canvas, over: last)
        if synchronized { tail += Self.endSynchronizedUpdate }
        if !tail.isEmpty { _ = tail.withCString { pointer in write(outputDescriptor, pointer, strlen(pointer)) } }
    }

    /// Makes the canvas's links clickable after curses has drawn the frame: each link's cells
    /// printed again, with the SGR curses gave them, inside OSC 8, between a cursor save and
    /// restore (DECSC/DECRC also keep the SGR), so the screen stays what curses believes it
    /// is. Only links that are new or whose cells curses redrew are written, and links gone
    /// are written again without a URL; a frame whose links did not change writes nothing.
    /// Returns the bytes to write.
    private func links(of canvas: Canvas, over last: Canvas?) -> String {
        guard showsHyperlinks, !canvas.links.isEmpty || !writtenLinks.isEmpty else { return "" }
        let bounds = canvas.bounds
        func cellsChanged(_ link: CanvasLink) -> Bool {
            guard let last, last.size == canvas.size else { return true }
            return link.columns.contains { last[$0, link.row] != canvas[$0, link.row] }
        }
        var bytes = ""
        func rewrite(_ link: CanvasLink, url: String?) {
            guard link.row >= 0, link.row < bounds.height else { return }
            // Not the bottom-right cell: printing there may scroll a terminal with automatic margins.
            let end = min(link.columns.upperBound, bounds.width - (link.row == bounds.height - 1 ? 1 : 0))
            var start = max(0, link.columns.lowerBound)
            // Start on a whole glyph: a wide glyph's second half is printed with its first.
            if start < end, canvas[start, link.row].isContinuation, start > 0 { start -= 1 }
            guard start < end else { return }
            bytes += "\u{1B}[\(link.row + 1);\(start + 1)H"
            if let url { bytes += HyperlinkSequence.open(url) }
            bytes += ANSIFrameWriter.cells(
                of: canvas, row: link.row, columns: start..<end, depth: colorDepth, unicode: supportsUnicode)
            if url != nil { bytes += HyperlinkSequence.close }
        }
        let current = Set(canvas.links)
        for link in writtenLinks where !current.contains(link) { rewrite(link, url: nil) }
        let written = Set(writtenLinks)
        for link in canvas.links where !written.contains(link) || cellsChanged(link) { rewrite(link, url: link.url) }
        writtenLinks = canvas.links
        guard !bytes.isEmpty else { return "" }
        return "\u{1B}7" + bytes + "\u{1B}8"
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
        // curses draws every cell again, without the links: all are written again.
        writtenLinks = []
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

    /// Writes the OSC 777 or OSC 9 sequence straight to the terminal, after ncurses'
    /// buffer, as a copy is: it moves neither the cursor nor a cell. Inside tmux it goes
    /// through tmux's passthrough, which tmux hands on with `allow-passthrough` on.
    public func postNotification(_ notification: TerminalNotification) {
        guard isActive, isRealTerminal else { return }
        writeRaw(notification.sequence(throughTmux: isTmux))
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let style = cell.style
        let drawn: DrawnStyle
        if let lastStyle, lastStyle.style == style {
            drawn = lastStyle
        } else {
            var attributes = tui_attr_normal()
            if style.attributes.contains(.bold) { attributes |= tui_attr_bold() }
            if style.attributes.contains(.dim) { attributes |= tui_attr_dim() }
            if style.attributes.contains(.italic) { attributes |= tui_attr_italic() }
            if style.attributes.contains(.underline) { attributes |= tui_attr_underline() }
            if style.attributes.contains(.reverse) { attributes |= tui_attr_reverse() }
            let pair = pairNumber(foreground: style.foreground, background: style.background)
            drawn = DrawnStyle(style: style, attributes: attributes, pair: pair)
            lastStyle = drawn
        }
        Self.put(
            cell.symbol, y: Int32(y), x: Int32(x), attributes: drawn.attributes, pair: drawn.pair,
            unicode: supportsUnicode)
    }

    /// A style as curses draws it: what `put` maps a style to, kept for the next cell (cells
    /// in a row mostly share their style, and mapping one took longer than drawing the cell).
    private struct DrawnStyle {
        let style: Style
        let attributes: attr_t
        let pair: Int32
    }

    /// Hands curses `symbol` (its first four scalars, or "?" for a non-ASCII one when the
    /// terminal has no Unicode) from a buffer on the stack: no array a cell. Nonisolated, so
    /// its closures carry no main-actor check: the checks took a fifth of a frame's output.
    private nonisolated static func put(
        _ symbol: Character, y: Int32, x: Int32, attributes: attr_t, pair: Int32, unicode: Bool
    ) {
        var buffer: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            let wide = raw.bindMemory(to: wchar_t.self)
            let utf8 = symbol.utf8
            if utf8.count == 1, let byte = utf8.first {
                wide[0] = wchar_t(unicode || byte <= 0x7E ? byte : UInt8(ascii: "?"))
            } else {
                var count = 0
                for scalar in symbol.unicodeScalars where count < 4 {
                    wide[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                if !unicode {
                    wide[0] = wchar_t(UInt8(ascii: "?"))
                    for index in 1..<4 { wide[index] = 0 }
                }
            }
            _ = tui_put_cell(y, x, wide.baseAddress, attributes, pair)
        }
    }

    private func pairNumber(foreground: Color?, background: Color?) -> Int32 {
        let key = PairKey(
            foreground: foreground?.terminalValue(for: colorDepth, directPalette: directPalette) ?? -1,
            background: background?.terminalValue(for: colorDepth, directPalette: directPalette) ?? -1
        )
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        if nextPair >= tui_color_pairs() {
            // Out of pairs: start over; cells drawn with old pairs are redrawn next frame.
            pairs.removeAll()
            nextPair = 1
            lastStyle = nil
            invalidate()
        }
        let pair = nextPair
        nextPair += 1
        init_extended_pair(pair, Int32(key.foreground), Int32(key.background))
        pairs[key] = pair
        return pair
    }

    public var inputDescriptor: Int32? { STDIN_FILENO }

    /// Reads every event waiting on the input. It never blocks, except for the escape
    /// delay when the bytes end inside a sequence whose rest may still be on its way.
    public func readEvents() -> [Event] {
        // Non-blocking while the app reads, and back to blocking before anything else
        // (the shell shares the descriptor) sees it.
        let flags = fcntl(inputFile, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(inputFile, F_SETFL, flags | O_NONBLOCK) }
        defer { if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(inputFile, F_SETFL, flags) } }
        let file = inputFile
        return reader.readEvents(
            read: { bytes in
                while true {
                    let count = read(file, bytes.baseAddress, bytes.count)
                    if count < 0, errno == EINTR { continue }
                    return count
                }
            },
            wait: { delay in
                var descriptor = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
                let milliseconds = Int32(
                    delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
                return poll(&descriptor, 1, milliseconds) > 0
            },
            buffer: &readBuffer)
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
