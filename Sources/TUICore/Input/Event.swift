/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press
        case release
        case rightPress
        case wheelUp
        case wheelDown
        case move
    }

    public var kind: Kind
    public var position: Point

    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}

/// Everything the run loop delivers to the application.
public enum Event: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case resize(Size)
    case paste(String)
    /// The terminal gained (true) or lost (false) focus.
    case focus(Bool)
    /// The process resumed after Ctrl-Z: the screen must be drawn again in full.
    case resume
}
