import TUICore

/// Something that draws itself into an area of a canvas: Ratatui's `Widget::render`.
///
/// Views are small values that read their state (usually a view model) and draw; they
/// keep nothing between frames. Taps are registered on the frame while drawing, so hit
/// testing always matches what is on screen.
@MainActor
public protocol View {
    func render(in area: Rect, frame: Frame)

    /// The keys this view takes while its screen is in front, declared once: they
    /// dispatch keys and make the hint line. A view that wraps another puts its own
    /// first and the wrapped view's after them.
    var bindings: [KeyBinding] { get }
}

extension View {
    public var bindings: [KeyBinding] { [] }
}
