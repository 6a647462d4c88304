/// Work that needs the terminal to itself (an editor): the presenter hands the terminal
/// back to the shell's mode (as for Ctrl-Z, without stopping), runs `body`, takes the
/// terminal again and redraws in full. Equal only to itself, so a request carries it.
public final class OutsideRun: Sendable, Equatable {
    public let body: @Sendable () -> Void

    public init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }

    public static func == (lhs: OutsideRun, rhs: OutsideRun) -> Bool { lhs === rhs }
}
