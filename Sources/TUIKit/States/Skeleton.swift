import TUICore

/// Shows a shimmering placeholder instead of the content while it loads (the template's
/// `.skeleton(isLoading:) { SkeletonContentView() }`). The placeholder is built only
/// while loading; keys reach the content only once it shows.
public struct Skeleton<Content: View, Placeholder: View>: View {
    public var content: Content
    public var isLoading: Bool
    public var configuration: ShimmerConfiguration
    public var placeholder: @MainActor () -> Placeholder

    public init(
        content: Content,
        isLoading: Bool,
        configuration: ShimmerConfiguration = .default,
        placeholder: @escaping @MainActor () -> Placeholder
    ) {
        self.content = content
        self.isLoading = isLoading
        self.configuration = configuration
        self.placeholder = placeholder
    }

    public func render(in area: Rect, frame: Frame) {
        if isLoading, frame.context.screenReader {
            // Words, not bars: the loading state says so, where the focus waits, and the
            // reader hears it start and end.
            let words = frame.context.strings.screenReader
            let line = area.row(0).inset(by: EdgeInsets(horizontal: 1))
            frame.render(Label(words.loading, style: frame.context.style(frame.context.colors.textSecondary)), in: line)
            if !line.isEmpty { frame.canvas.focus = line.origin }
            frame.announce(words.loading, id: "loading", whenGone: words.loaded)
        } else if isLoading {
            placeholder().shimmering(configuration: configuration).render(in: area, frame: frame)
            // The content being loaded keeps the focus: the terminal's (hidden) cursor sits on
            // the placeholder's first bar, where the first row will be.
            if let first = Self.firstDrawnCell(in: area, of: frame.canvas) { frame.canvas.focus = first }
        } else {
            content.render(in: area, frame: frame)
        }
    }

    /// The top-left cell of `area` that is not blank.
    static func firstDrawnCell(in area: Rect, of canvas: Canvas) -> Point? {
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                if let cell = canvas[safe: x, y], !cell.isContinuation, !cell.symbol.isWhitespace {
                    return Point(x: x, y: y)
                }
            }
        }
        return nil
    }

    /// The content's keys, once it has loaded.
    public var bindings: [KeyBinding] { isLoading ? [] : content.bindings }
}

extension View {
    /// This view once loaded; until then `placeholder`, shimmering.
    public func skeleton<Placeholder: View>(
        isLoading: Bool,
        configuration: ShimmerConfiguration = .default,
        placeholder: @escaping @MainActor () -> Placeholder
    ) -> Skeleton<Self, Placeholder> {
        Skeleton(content: self, isLoading: isLoading, configuration: configuration, placeholder: placeholder)
    }
}
