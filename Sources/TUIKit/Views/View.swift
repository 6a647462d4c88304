import TUICore

/// Something that draws itself into an area of a canvas: Ratatui's `Widget::render`.
///
/// Views are small values that read their state (usually a view model) and draw. What a
/// view keeps between frames it holds as a reference made with it (a bottom sheet's state,
/// a button's pressed look) or asks the frame for (an eased value); it reads its look from
/// `frame.context`. Hit regions are registered on the frame while drawing, so hit testing
/// always matches what is on screen.
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
