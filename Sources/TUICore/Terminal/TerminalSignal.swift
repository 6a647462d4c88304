/// What a terminal can do to get attention besides drawing: ring the bell or flash the
/// screen (the visual bell). Haptic feedback is built from these.
public enum TerminalSignal: Hashable, Sendable {
    case bell
    case flash
}
