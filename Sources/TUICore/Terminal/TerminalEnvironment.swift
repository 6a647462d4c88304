/// What a terminal's environment variables say about it, read by each feature detected from
/// them (the clipboard, hyperlinks, desktop notifications), so they agree.
public enum TerminalEnvironment {
    /// Whether tmux is between the app and the terminal: `TMUX` set, or a TERM of tmux's own
    /// (TMUX is not passed over SSH; the TERM is).
    public static func isTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty || (environment["TERM"] ?? "").hasPrefix("tmux")
    }

    /// Whether `term` is unset or names the Linux console or a terminal of its age, which
    /// print the bytes of a sequence they do not know.
    public static func isLegacy(term: String) -> Bool {
        term.isEmpty || legacyPrefixes.contains { term.hasPrefix($0) }
    }

    private static let legacyPrefixes = ["linux", "dumb", "vt", "cons", "sun", "ansi"]
}
