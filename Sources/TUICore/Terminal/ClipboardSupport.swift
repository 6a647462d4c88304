/// Whether the terminal the app runs in is likely to take an OSC 52 copy
/// (`ClipboardSequence`). No terminal answers whether it did, so this is read from the
/// environment: what `TERM` names, whether tmux is in between, and the user's own word.
public enum ClipboardSupport: Sendable, Hashable {
    /// A terminal of the xterm family, or the user said it works.
    case likely
    /// Inside tmux (`TMUX` set, or a `tmux-…` TERM, as over SSH from inside tmux): tmux
    /// takes the copy only with `set -g set-clipboard on` (its default, `external`, drops
    /// what applications send).
    case tmux
    /// XTerm itself (`XTERM_VERSION` set): it takes the copy only with the resource
    /// `XTerm*allowWindowOps: true`, or a `disallowedWindowOps` without `SetSelection`; its
    /// default list refuses it.
    case xterm
    /// A terminal that may not know OSC 52, named as the app can tell (`TERM=linux`,
    /// `VTE 7600`): the Linux console, vt100-like terminals, GNU screen without tmux, and
    /// the VTE terminals (GNOME Terminal, Tilix, xfce4-terminal), which have no OSC 52.
    /// The copy is still sent (such terminals ignore it), and the app says it may not have
    /// worked.
    case uncertain(terminal: String)
    /// The user switched copying off: nothing is sent.
    case off

    /// What `environment` says. `setting` is the user's word, from the app's environment
    /// variable: `1`, `on`, `yes` or `true` mean the terminal copies (no warning), `0`,
    /// `off`, `no` or `false` switch copying off; anything else is not a word.
    public static func detect(environment: [String: String], setting: String?) -> ClipboardSupport {
        switch setting?.lowercased() {
        case "1", "on", "yes", "true": return .likely
        case "0", "off", "no", "false": return .off
        default: break
        }
        let term = environment["TERM"] ?? ""
        if TerminalEnvironment.isTmux(environment) { return .tmux }
        if let version = environment["XTERM_VERSION"], !version.isEmpty { return .xterm }
        // GNU screen drops OSC 52 too.
        if TerminalEnvironment.isLegacy(term: term) || term.hasPrefix("screen") {
            return .uncertain(terminal: "TERM=" + (term.isEmpty ? "unset" : term))
        }
        // VTE names itself in the environment; its TERM is xterm's.
        if let version = environment["VTE_VERSION"], !version.isEmpty { return .uncertain(terminal: "VTE \(version)") }
        return .likely
    }
}
