import TUICore

/// What a view reads while it draws, and may not change: the theme and the app's colours,
/// the toolkit's words in the app's language, the terminal's size class, Unicode or ASCII,
/// this frame's time, the user's reduced motion, and what containers hand down
/// (`environment`: font, label and button styles). A `Frame` carries one (`frame.context`);
/// the frame itself keeps only what drawing writes: cells, hit regions, overlays and the
/// next-frame request, as Ratatui's `Frame` keeps its buffer.
///
/// A class, one per frame: views read it hundreds of times a frame, and a reference costs
/// the same to reach however much it holds (its words and styles are many strings).
@MainActor
public final class RenderContext {
    public let theme: Theme
    public let colors: ThemeColors
    /// The toolkit's own words (back, close), in the app's current language.
    public let strings: ToolkitStrings
    /// The terminal's size class (compact, regular or wide): views choose their layout by
    /// it. Taken from the whole frame's size, so a view drawn offscreen or into a part of
    /// the frame sees the terminal's class, not its own area's.
    public let sizeClass: SizeClass
    /// False when the terminal cannot show Unicode: icons use their ASCII form.
    public let unicode: Bool
    /// The clock's time for this frame (animations read it).
    public let now: Duration
    /// The user asked for reduced motion (`Window.reducesMotion`): animations show their
    /// still state at once (shimmer, spinners, eased values, sliding sheets and toasts).
    public let reducesMotion: Bool
    /// The screen-reader mode (`Window.screenReader`): views draw words instead of ornaments,
    /// lists and forms as labelled lines, and announce what changes (`Frame.announce`).
    public let screenReader: Bool
    /// What containers hand down to the views they draw; a container changes it for its
    /// content only, and back after (`View.environment(_:_:)`).
    public internal(set) var environment = ViewEnvironment()

    public init(
        theme: Theme,
        colors: ThemeColors = .standard,
        strings: ToolkitStrings = ToolkitStrings(),
        sizeClass: SizeClass = .regular,
        unicode: Bool = true,
        now: Duration = .zero,
        reducesMotion: Bool = false,
        screenReader: Bool = false
    ) {
        self.theme = theme
        self.colors = colors
        self.strings = strings
        self.sizeClass = sizeClass
        self.unicode = unicode
        self.now = now
        self.reducesMotion = reducesMotion
        self.screenReader = screenReader
    }

    /// A colour resource in this frame's theme.
    public func color(_ set: ColorSet) -> Color {
        set.color(for: theme)
    }

    /// A cell style from colour resources and a text style.
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

    /// An icon as this terminal shows it: its glyph, or its ASCII form.
    public func text(_ icon: Icon) -> String {
        icon.text(unicode: unicode)
    }
}
