import TUICore

/// Runs a shimmer over its content (the template's `ShimmerModifier`): placeholder cells
/// take the gradient's background color, and a band moves across the content, drawing
/// the cells it covers denser and in the gradient's colors; other text under the band is
/// tinted. Spaces are left alone. The band crosses the columns the content drew in, from
/// the first to the last, so no part of a pass is spent over empty space.
///
/// The band's place is a pure function of the frame's time. The view asks for the next
/// frame only for when the band next moves by a cell, or for the end of the pause
/// between passes, so the pause costs nothing and a screen that stops drawing the
/// shimmer (content arrived, screen covered or popped) leaves no timer behind.
public struct Shimmer<Content: View>: View {
    public var content: Content
    public var isActive: Bool
    public var configuration: ShimmerConfiguration

    public init(content: Content, isActive: Bool = true, configuration: ShimmerConfiguration = .default) {
        self.content = content
        self.isActive = isActive
        self.configuration = configuration
    }

    public func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
        // Reduced motion: the placeholder stays still, and no timer runs for it.
        guard isActive, !frame.context.reducesMotion, area.width > 0, area.height > 0 else { return }
        let area = area.intersection(frame.canvas.bounds)
        guard let columns = Self.drawnColumns(in: area, of: frame.canvas) else { return }
        paint(area, columns: columns, frame: frame)
        if let delay = configuration.timeUntilNextChange(at: frame.context.now, width: columns.count) {
            frame.requestFrame(after: max(delay, Frame.frameInterval))
        }
    }

    /// The columns from the first to the last one with anything drawn in `area`; nil when
    /// it is blank, and there is nothing to shimmer.
    static func drawnColumns(in area: Rect, of canvas: Canvas) -> Range<Int>? {
        var first = Int.max
        var last = Int.min
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !canvas[x, y].showsSpace && !canvas[x, y].isContinuation {
                first = min(first, x)
                last = max(last, x)
            }
        }
        return first <= last ? first..<(last + 1) : nil
    }

    private func paint(_ area: Rect, columns: Range<Int>, frame: Frame) {
        let band = configuration.band(at: frame.context.now, width: columns.count)
        let stops = configuration.gradient.count
        let colors = configuration.gradient.map(frame.context.color)
        let background = frame.context.color(configuration.gradientBackgroundColor)
        let placeholder = SkeletonBlock.glyph(density: 0, unicode: frame.context.unicode)
        let glyphs = (0..<stops).map {
            SkeletonBlock.glyph(density: ShimmerBand.density(ofStop: $0, of: stops), unicode: frame.context.unicode)
        }
        for y in area.minY..<area.maxY {
            for x in columns {
                var cell = frame.canvas[x, y]
                guard cell.width == 1, !cell.showsSpace else { continue }
                let isPlaceholder = cell.symbol == placeholder
                if let stop = band?.stop(atColumn: x - columns.lowerBound, of: stops) {
                    cell.style.foreground = colors[stop]
                    if isPlaceholder { cell.symbol = glyphs[stop] }
                } else if isPlaceholder {
                    cell.style.foreground = background
                } else {
                    continue
                }
                frame.canvas[x, y] = cell
            }
        }
    }
}

extension View {
    /// Runs a shimmer over this view while `active` (the template's `shimmering`).
    public func shimmering(active: Bool = true, configuration: ShimmerConfiguration = .default) -> Shimmer<Self> {
        Shimmer(content: self, isActive: active, configuration: configuration)
    }
}
