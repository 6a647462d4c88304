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
        let placed = placements(height: area.height)
        let rows = Layout.vertical(placed.map { .length($0.block.height) }).spacing(spacing).split(area)
        for (placement, row) in zip(placed, rows) {
            frame.render(placement.block.content(placement.index), in: row)
        }
    }

    /// The blocks that fit whole in `height` rows, each as often as its repetition asks.
    private func placements(height: Int) -> [(block: LoadingViewBlock, index: Int)] {
        var placed: [(block: LoadingViewBlock, index: Int)] = []
        var room = height + spacing
        for block in blocks where block.height > 0 {
            let fitting = max(0, room / (block.height + spacing))
            let count: Int
            switch block.repetition {
            case .once: count = min(1, fitting)
            case .times(let times): count = min(max(0, times), fitting)
            case .fill: count = fitting
            }
            placed += (0..<count).map { (block, $0) }
            room -= count * (block.height + spacing)
            guard room > spacing else { break }
        }
        return placed
    }
}
