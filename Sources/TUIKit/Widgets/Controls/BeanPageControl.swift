import TUICore

/// A page indicator whose active "bean" is wider than the rest and flows to the next
/// position as the page changes (the iOS utilities' `BeanPageControl`): between two pages the
/// leaving bean shrinks while the coming one grows, so their widths always add up.
public struct BeanPageControl: View {
    /// Layout constants (the iOS views' `Appearance` struct); widths are in cells.
    public struct Appearance: Sendable {
        public var inactiveBeanWidth: Int
        public var activeBeanWidth: Int
        public var padding: Int
        public var animationDuration: Duration

        public init(
            inactiveBeanWidth: Int = 1,
            activeBeanWidth: Int = 4,
            padding: Int = 1,
            animationDuration: Duration = .milliseconds(250)
        ) {
            self.inactiveBeanWidth = max(1, inactiveBeanWidth)
            self.activeBeanWidth = max(self.inactiveBeanWidth, activeBeanWidth)
            self.padding = max(0, padding)
            self.animationDuration = animationDuration
        }
    }

    public let count: Int
    /// The page shown, fractional between two pages (a carousel mid-scroll).
    public let position: Double
    public let appearance: Appearance
    /// When set, a change of `position` animates under this name; when nil the control shows
    /// `position` as given (a carousel that animates its own offset).
    public let id: AnyHashable?
    /// Whether the control has the keyboard focus: the terminal's (hidden) cursor then sits
    /// on the current page's bean, for screen readers and magnifiers that follow it.
    public let isFocused: Bool
    public let onSelect: (@MainActor (Int) -> Void)?

    public init(
        count: Int,
        position: Double,
        id: AnyHashable? = nil,
        appearance: Appearance = Appearance(),
        isFocused: Bool = false,
        onSelect: (@MainActor (Int) -> Void)? = nil
    ) {
        self.count = max(0, count)
        self.position = position
        self.id = id
        self.appearance = appearance
        self.isFocused = isFocused
        self.onSelect = onSelect
    }

    /// Each bean's width with the page at `position`: the two beans around it share the
    /// extra width of the active bean in proportion to how close the page is to each.
    nonisolated public static func beanWidths(count: Int, position: Double, appearance: Appearance) -> [Int] {
        guard count > 0 else { return [] }
        let clamped = min(max(position, 0), Double(count - 1))
        let page = Int(clamped.rounded(.down))
        let progress = clamped - Double(page)
        let extra = appearance.activeBeanWidth - appearance.inactiveBeanWidth
        var widths = Array(repeating: appearance.inactiveBeanWidth, count: count)
        let grown = Int((Double(extra) * progress).rounded())
        widths[page] += extra - grown
        if page + 1 < count { widths[page + 1] += grown }
        return widths
    }

    /// Columns the control takes.
    public var width: Int {
        count == 0 ? 0 : appearance.activeBeanWidth + (count - 1) * (appearance.inactiveBeanWidth + appearance.padding)
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty, count > 0 else { return }
        if frame.context.screenReader { return renderWords(in: area, frame: frame) }
        let shown = id.map { frame.animated(position, key: $0, duration: appearance.animationDuration) } ?? position
        let widths = Self.beanWidths(count: count, position: shown, appearance: appearance)
        let colors = frame.context.environment.pageControlColors
        let active = frame.context.style(colors.current ?? frame.context.colors.accent, text: TextStyle([.bold]))
        let inactive = frame.context.style(colors.other ?? frame.context.colors.textSecondary)
        // Mid-way between two pages the wider bean is the current page.
        let current = widths.indices.max { widths[$0] < widths[$1] }
        var x = area.x
        for (index, beanWidth) in widths.enumerated() {
            let isWide = beanWidth > appearance.inactiveBeanWidth
            let glyph: String
            if isWide {
                glyph = frame.context.unicode ? "━" : "="
            } else if beanWidth == 1 {
                glyph = frame.context.unicode ? "•" : "."
            } else {
                glyph = frame.context.unicode ? "─" : "-"
            }
            let bean = Rect(x: x, y: area.y, width: beanWidth, height: 1).intersection(area)
            frame.canvas.write(
                String(repeating: glyph, count: beanWidth), at: bean.origin, style: isWide ? active : inactive,
                clip: area)
            if isFocused, index == current, area.contains(bean.origin) { frame.canvas.focus = bean.origin }
            if let onSelect {
                let slot = Rect(x: x, y: area.y, width: beanWidth + appearance.padding, height: 1).intersection(area)
                frame.onTap(slot) { onSelect(index) }
            }
            x += beanWidth + appearance.padding
        }
    }

    /// The screen-reader mode's control: the current page in words, "2 of 5", where the
    /// focus is; a click on the left half goes back a page, on the right half forward.
    private func renderWords(in area: Rect, frame: Frame) {
        let current = min(max(0, Int(position.rounded())), count - 1)
        let style = frame.context.style(frame.context.colors.accent, text: TextStyle([.bold]))
        frame.canvas.write(
            frame.context.strings.screenReader.position(current + 1, count), at: area.origin, style: style, clip: area)
        if isFocused { frame.canvas.focus = area.origin }
        guard let onSelect else { return }
        let (back, forward) = area.row(0).columns(.percentage(50), .fill)
        frame.onTap(back) { onSelect(max(0, current - 1)) }
        frame.onTap(forward) { onSelect(min(count - 1, current + 1)) }
    }
}
