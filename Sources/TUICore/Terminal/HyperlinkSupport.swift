/// Whether the terminal the app runs in takes OSC 8 hyperlinks (`HyperlinkSequence`). No
/// terminal answers the question, so it is read from the environment as other tools do
/// (ls, gcc, delta, systemd): terminals that name themselves and are known to, and the
/// user's own word. A terminal that does not know OSC 8 should ignore it, but some show
/// its bytes, so the answer is no unless the terminal is known.
public enum HyperlinkSupport {
    /// What `environment` says. `setting` is the user's word, from the app's environment
    /// variable (`<APP>_HYPERLINKS`): `1`, `on`, `yes` or `true` send links, `0`,
    /// `off`, `no` or `false` do not; anything else is not a word.
    public static func detect(environment: [String: String], setting: String?) -> Bool {
        switch setting?.lowercased() {
        case "1", "on", "yes", "true": return true
        case "0", "off", "no", "false": return false
        default: break
        }
        let term = environment["TERM"] ?? ""
        // The Linux console and terminals of its age print the sequence's bytes.
        if TerminalEnvironment.isLegacy(term: term) { return false }
        let program = environment["TERM_PROGRAM"] ?? ""
        // tmux passes links on from 3.4 (with its `hyperlinks` terminal feature); GNU screen
        // and older tmux drop or garble them. TMUX is not passed over SSH, a tmux TERM is.
        if TerminalEnvironment.isTmux(environment) || term.hasPrefix("screen") {
            guard program == "tmux", let version = environment["TERM_PROGRAM_VERSION"] else { return false }
            return Self.version(version, isAtLeast: [3, 4])
        }
        // VTE (GNOME Terminal, Tilix, xfce4-terminal) from 0.50, VTE_VERSION 5000.
        if let vte = environment["VTE_VERSION"].flatMap(Int.init) { return vte >= 5000 }
        // Konsole from 20.12, KONSOLE_VERSION 201200.
        if let konsole = environment["KONSOLE_VERSION"].flatMap(Int.init) { return konsole >= 201_200 }
        let programs = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio", "Tabby"]
        if programs.contains(program) { return true }
        for name in ["KITTY_WINDOW_ID", "WT_SESSION", "WEZTERM_PANE", "ALACRITTY_WINDOW_ID"]
        where !(environment[name] ?? "").isEmpty {
            return true
        }
        let terms = ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty", "contour"]
        return terms.contains { term.hasPrefix($0) }
    }

    /// Whether a dotted version (`3.4`, `3.5a`, `next-3.6`) is at least `minimum`.
    static func version(_ text: String, isAtLeast minimum: [Int]) -> Bool {
        let digits = text.drop { !$0.isNumber }
        let parts = digits.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        for (index, required) in minimum.enumerated() {
            let part = index < parts.count ? parts[index] : 0
            if part != required { return part > required }
        }
        return true
    }
}
