/// What took a key the window handled: a line of `Window.stateReport`'s last keys.
enum KeyTaker: CustomStringConvertible {
    case quit
    case suspend
    case hotkey
    /// Ctrl-P: the command palette opened or closed.
    case palette
    /// The "too small" frame shows; screens get no keys.
    case tooSmallFrame
    /// An overlay took it, or a modal one kept it from the screens without using it.
    case overlay(used: Bool)
    /// The front screen's chain, at `index`.
    case screen(index: Int, KeyBinding.Trigger, hint: String)
    case window
    case nobody

    var description: String {
        switch self {
        case .quit: "quit"
        case .suspend: "suspend"
        case .hotkey: "a hotkey"
        case .palette: "the command palette"
        case .tooSmallFrame: "the too-small frame"
        case .overlay(let used): used ? "an overlay" : "a modal overlay, unused"
        case .screen(let index, let trigger, let hint): "the screen's binding \(index) (\(trigger) \(hint))"
        case .window: "the window"
        case .nobody: "nobody"
        }
    }
}
