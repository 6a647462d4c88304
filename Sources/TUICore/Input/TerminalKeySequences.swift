/// The escape sequences terminals send for cursor, editing and function keys, with and
/// without modifiers, in normal and application cursor mode: xterm and its kin (kitty,
/// alacritty, foot, VTE, Konsole, WezTerm), tmux and screen, the Linux console, rxvt and
/// urxvt, PuTTY and the vt100 family. `TerminalInputParser` knows them all, so a key
/// arrives whatever `TERM` says and whichever mode the terminal is in.
public enum TerminalKeySequences {
    public static let all: [(sequence: String, key: KeyEvent)] = plain + functionKeys + modified

    private static let escape = "\u{1B}"

    /// Arrows, Home, End and the editing keys, unmodified.
    static let plain: [(sequence: String, key: KeyEvent)] = {
        var entries: [(String, Key)] = []
        for (final, key) in [("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)] {
            entries.append(("\(escape)[\(final)", key))  // normal cursor mode
            entries.append(("\(escape)O\(final)", key))  // application cursor mode
        }
        // Home and End: tmux, screen, the Linux console and PuTTY (1, 4); rxvt (7, 8).
        entries += [("\(escape)[1~", .home), ("\(escape)[4~", .end), ("\(escape)[7~", .home), ("\(escape)[8~", .end)]
        entries += [
            ("\(escape)[2~", .insert), ("\(escape)[3~", .delete), ("\(escape)[5~", .pageUp),
            ("\(escape)[6~", .pageDown), ("\(escape)[Z", .backTab),
        ]
        return entries.map { (sequence: $0.0, key: KeyEvent($0.1)) }
    }()

    /// F1 to F12.
    static let functionKeys: [(sequence: String, key: KeyEvent)] = {
        var entries: [(String, Int)] = []
        for (index, final) in ["P", "Q", "R", "S"].enumerated() {
            entries.append(("\(escape)O\(final)", index + 1))  // xterm, vt100, tmux
            entries.append(("\(escape)[1\(index + 1)~", index + 1))  // rxvt, PuTTY
        }
        for (index, final) in ["A", "B", "C", "D", "E"].enumerated() {
            entries.append(("\(escape)[[\(final)", index + 1))  // the Linux console
        }
        for (number, code) in zip(5...12, [15, 17, 18, 19, 20, 21, 23, 24]) {
            entries.append(("\(escape)[\(code)~", number))
        }
        return entries.map { (sequence: $0.0, key: KeyEvent(.function($0.1))) }
    }()

    /// Arrows, Home and End with Shift, Alt or Ctrl: xterm's `CSI 1;m X` (m is 2 for
    /// Shift, 3 for Alt, 5 for Ctrl), and rxvt's lowercase finals (Shift `CSI a`, Ctrl `SS3 a`).
    static let modified: [(sequence: String, key: KeyEvent)] = {
        var entries: [(sequence: String, key: KeyEvent)] = []
        let keys: [(String, Key)] = [("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)]
        let modifiers: [(Int, KeyModifiers)] = [(2, .shift), (3, .alt), (5, .control), (6, [.control, .shift])]
        for (final, key) in keys {
            for (code, modifier) in modifiers {
                entries.append((sequence: "\(escape)[1;\(code)\(final)", key: KeyEvent(key, modifiers: modifier)))
            }
        }
        for (final, key) in [("a", Key.up), ("b", .down), ("c", .right), ("d", .left)] {
            entries.append((sequence: "\(escape)[\(final)", key: KeyEvent(key, modifiers: .shift)))
            entries.append((sequence: "\(escape)O\(final)", key: KeyEvent(key, modifiers: .control)))
        }
        return entries
    }()
}
