import TUICore

/// A loading screen made of placeholder blocks stacked from the top, each repeated as it
/// says (the template's `BaseLoadingView` configured with `LoadingViewBlock`s). Put it in
/// `.skeleton(isLoading:)` or call `.shimmering()` on it.
///
/// ```swift
/// LoadingView(blocks: [
///     LoadingViewBlock(height: 2) { _ in SkeletonBlock(width: 0.4) },
///     LoadingViewBlock(height: 3, repetition: .fill) { index in SkeletonRow(variant: index) },
/// ])
/// ```
public struct LoadingView: View {
    public var blocks: [LoadingViewBlock]
    /// Rows left empty between two blocks.
    public var spacing: Int

    public init(blocks: [LoadingViewBlock], spacing: Int = 0) {
        self.blocks = blocks
        self.spacing = spacing
    }

    public func render(in area: Rect, frame: Frame) {
        var y = area.y
        for block in blocks where block.height > 0 {
            let fitting = max(0, (area.maxY - y + spacing) / (block.height + spacing))
            let count: Int
            switch block.repetition {
            case .once: count = min(1, fitting)
            case .times(let times): count = min(max(0, times), fitting)
            case .fill: count = fitting
            }
            for index in 0..<count {
                let rect = Rect(x: area.x, y: y, width: area.width, height: block.height)
                block.content(index).render(in: rect, frame: frame)
                y += block.height + spacing
            }
            guard y < area.maxY else { return }
        }
    }
}
