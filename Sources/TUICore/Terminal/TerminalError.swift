/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case cannotStart(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "needs an interactive terminal: standard input and output must be a TTY"
        case .cannotStart(let type):
            return "cannot start the terminal (TERM=\(type)): is its terminfo entry installed?"
        }
    }
}
