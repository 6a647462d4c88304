import Observation
import TUICore

/// Vertical scroll position over content taller than its area; arrows, j/k, PgUp/PgDn,
/// Home/End move it.
@MainActor
@Observable
public final class ScrollState {
    public internal(set) var offset = 0
    public internal(set) var contentHeight = 0
    public internal(set) var viewportHeight = 1

    public init() {}

    private var maxOffset: Int { max(0, contentHeight - viewportHeight) }

    public func scroll(by rows: Int) {
        offset = min(max(0, offset + rows), maxOffset)
    }

    public func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageUp: scroll(by: -max(1, viewportHeight - 1))
        case .pageDown, .character(" "): scroll(by: max(1, viewportHeight - 1))
        case .home, .character("g"): offset = 0
        case .end, .character("G"): offset = maxOffset
        default: return false
        }
        return true
    }

    func update(contentHeight: Int, viewportHeight: Int) {
        self.contentHeight = contentHeight
        self.viewportHeight = max(1, viewportHeight)
        offset = min(offset, maxOffset)
    }
}

/// Draws rows of fixed height from a builder, scrolled by a `ScrollState`, with ▲/▼
/// marks when more is above or below.
public struct ScrollView: View {
    public var rowCount: Int
    public var state: ScrollState
    public var row: @MainActor (Int, Rect, inout Canvas, Frame) -> Void

    public init(
        rowCount: Int,
        state: ScrollState,
        row: @escaping @MainActor (Int, Rect, inout Canvas, Frame) -> Void
    ) {
        self.rowCount = rowCount
        self.state = state
        self.row = row
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        state.update(contentHeight: rowCount, viewportHeight: area.height)
        for slot in 0..<area.height {
            let index = state.offset + slot
            guard index < rowCount else { break }
            row(index, area.row(slot).inset(by: EdgeInsets(right: 1)), &frame.canvas, frame)
        }
        let style = frame.style(frame.colors.textSecondary)
        if state.offset > 0 {
            frame.canvas.write(frame.unicode ? "▲" : "^", at: Point(x: area.maxX - 1, y: area.y), style: style)
        }
        if state.offset + area.height < rowCount {
            frame.canvas.write(frame.unicode ? "▼" : "v", at: Point(x: area.maxX - 1, y: area.maxY - 1), style: style)
        }
    }
}
