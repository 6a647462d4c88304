/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case cannotStart(String)
    /// A terminal type without cursor addressing (`dumb`, an editor's shell buffer, a log).
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "needs an interactive terminal: standard input and output must be a TTY"
        case .cannotStart(let type):
            return "cannot start the terminal (TERM=\(type)): is its terminfo entry installed?"
        case .cannotAddressCursor(let type):
            return "the terminal (TERM=\(type)) cannot move its cursor, so a full-screen app cannot run in it: "
                + "open it in a terminal emulator (xterm, GNOME Terminal, tmux)"
        }
    }
}
