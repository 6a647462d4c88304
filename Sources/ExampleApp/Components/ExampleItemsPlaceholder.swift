import TUIKit

/// What the feed looks like while it loads: list rows of uneven bars, as many as fit,
/// laid out exactly as the loaded rows are.
struct ExampleItemsPlaceholder: View {
    func render(in area: Rect, frame: Frame) {
        LoadingView(blocks: [
            LoadingViewBlock(height: SkeletonRow(variant: 0).height, repetition: .fill) { SkeletonRow(variant: $0) }
        ])
        .render(in: area, frame: frame)
    }
}
