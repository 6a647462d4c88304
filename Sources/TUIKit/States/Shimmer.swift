import TUICore

/// Runs a shimmer over its content (the template's `ShimmerModifier`): placeholder cells
/// take the gradient's background color, and a band moves across the area, drawing the
/// cells it covers denser and in the gradient's colors; other text under the band is
/// tinted. Spaces are left alone, so the band shows only where the content drew.
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

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        content.render(in: area, on: &canvas, context: context)
        guard isActive, area.width > 0, area.height > 0 else { return }
        paint(area, on: &canvas, context: context)
        if let delay = configuration.timeUntilNextChange(at: context.now, width: area.width) {
            context.requestFrame(after: max(delay, RenderContext.frameInterval))
        }
    }

    private func paint(_ area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let area = area.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let band = configuration.band(at: context.now, width: area.width)
        let stops = configuration.gradient.count
        let colors = configuration.gradient.map(context.color)
        let background = context.color(configuration.gradientBackgroundColor)
        let placeholder = SkeletonBlock.glyph(density: 0, unicode: context.unicode)
        let glyphs = (0..<stops).map {
            SkeletonBlock.glyph(density: ShimmerBand.density(ofStop: $0, of: stops), unicode: context.unicode)
        }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                var cell = canvas[x, y]
                guard cell.width == 1, cell.symbol != " " else { continue }
                let isPlaceholder = cell.symbol == placeholder
                if let stop = band?.stop(atColumn: x - area.minX, of: stops) {
                    cell.style.foreground = colors[stop]
                    if isPlaceholder { cell.symbol = glyphs[stop] }
                } else if isPlaceholder {
                    cell.style.foreground = background
                } else {
                    continue
                }
                canvas[x, y] = cell
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
