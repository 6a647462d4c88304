import TUICore

/// What a view needs to know while drawing one frame: the theme, whether the terminal
/// shows Unicode, the time, and where taps go.
@MainActor
public final class RenderContext {
    public let theme: Theme
    public let colors: ThemeColors
    public let unicode: Bool
    /// The clock's time for this frame (animations read it).
    public let now: Duration
    /// The toolkit's own words (back, close), in the app's current language.
    public let strings: ToolkitStrings
    private(set) var tapRegions: [TapRegion] = []

    public init(
        theme: Theme,
        colors: ThemeColors = .standard,
        unicode: Bool = true,
        now: Duration = .zero,
        strings: ToolkitStrings = ToolkitStrings()
    ) {
        self.theme = theme
        self.colors = colors
        self.unicode = unicode
        self.now = now
        self.strings = strings
    }

    /// Registers `action` for a click anywhere in `rect`; regions registered later are on
    /// top, as later drawing is.
    public func onTap(_ rect: Rect, _ action: @escaping @MainActor () -> Void) {
        guard !rect.isEmpty else { return }
        tapRegions.append(TapRegion(rect: rect, action: action))
    }

    /// Makes `rect` swallow clicks, so nothing drawn beneath it reacts (modal layers).
    public func blockTaps(in rect: Rect) {
        onTap(rect) {}
    }

    /// The topmost tap action at `point`.
    func tapAction(at point: Point) -> (@MainActor () -> Void)? {
        tapRegions.last { $0.rect.contains(point) }?.action
    }

    public func color(_ set: ColorSet) -> Color {
        set.color(for: theme)
    }

    /// A cell style from color resources and a text style.
    public func style(
        _ foreground: ColorSet? = nil,
        background: ColorSet? = nil,
        text: TextStyle = .plain
    ) -> Style {
        Style(
            foreground: foreground.map(color),
            background: background.map(color),
            attributes: text.attributes
        )
    }

    public func text(_ icon: Icon) -> String {
        icon.text(unicode: unicode)
    }

    struct TapRegion {
        let rect: Rect
        let action: @MainActor () -> Void
    }
}
