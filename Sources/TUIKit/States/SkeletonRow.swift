import TUICore

/// The placeholder of one `ListView` row, laid out as the row is (text from the third
/// column, title above subtitle), so content replaces it without anything jumping.
/// `variant` picks from a few bar widths, so repeated rows look like real, uneven text.
public struct SkeletonRow: View {
    public var titleWidth: SkeletonLength
    public var subtitleWidth: SkeletonLength?
    public var hasIcon: Bool

    public init(titleWidth: SkeletonLength = 0.45, subtitleWidth: SkeletonLength? = 0.7, hasIcon: Bool = false) {
        self.titleWidth = titleWidth
        self.subtitleWidth = subtitleWidth
        self.hasIcon = hasIcon
    }

    /// Title and subtitle widths that vary from row to row.
    public init(variant: Int, hasSubtitle: Bool = true, hasIcon: Bool = false) {
        let widths: [(title: Double, subtitle: Double)] = [(0.45, 0.7), (0.3, 0.55), (0.55, 0.8), (0.35, 0.6)]
        let chosen = widths[((variant % widths.count) + widths.count) % widths.count]
        self.init(
            titleWidth: .ratio(chosen.title),
            subtitleWidth: hasSubtitle ? .ratio(chosen.subtitle) : nil,
            hasIcon: hasIcon
        )
    }

    /// Rows it takes, with the gap a list leaves under a row with a subtitle.
    public var height: Int { subtitleWidth == nil ? 1 : 3 }

    public func render(in area: Rect, frame: Frame) {
        var text = area.inset(by: EdgeInsets(left: 3, right: 1))
        if hasIcon {
            SkeletonBlock(width: 1).render(in: text.row(0), frame: frame)
            text = text.inset(by: EdgeInsets(left: 2))
        }
        SkeletonBlock(width: titleWidth).render(in: text.row(0), frame: frame)
        if let subtitleWidth, text.height > 1 {
            SkeletonBlock(width: subtitleWidth).render(in: text.row(1), frame: frame)
        }
    }
}
