import TUICore

/// Draws rows of fixed height from a builder, scrolled by the `ScrollState` it is bound to,
/// with ▲/▼ marks when more is above or below.
public struct ScrollView: View {
    public var rowCount: Int
    public var state: Binding<ScrollState>
    public var row: @MainActor (Int, Rect, inout Canvas, Frame) -> Void

    public init(
        rowCount: Int,
        state: Binding<ScrollState>,
        row: @escaping @MainActor (Int, Rect, inout Canvas, Frame) -> Void
    ) {
        self.rowCount = rowCount
        self.state = state
        self.row = row
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        var scroll = state.wrappedValue
        scroll.update(contentHeight: rowCount, viewportHeight: area.height)
        // Written back only when it moved, so drawing never marks the state changed.
        if scroll != state.wrappedValue { state.wrappedValue = scroll }
        for slot in 0..<area.height {
            let index = scroll.offset + slot
            guard index < rowCount else { break }
            row(index, area.row(slot).inset(by: EdgeInsets(right: 1)), &frame.canvas, frame)
        }
        ScrollMarks(offset: scroll.offset, visible: area.height, total: rowCount).render(in: area, frame: frame)
    }
}
