/// The phases of a mouse drag.
public enum DragPhase: Sendable, Equatable {
    case began
    case changed
    case ended
}
