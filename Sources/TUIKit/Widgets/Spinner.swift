import TUICore

/// One cell that turns while work runs (a braille spinner, "|/-\" without Unicode). It
/// asks for the next frame only while it is drawn, so an idle screen keeps no timer.
public struct Spinner: View {
    static let unicodeFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiFrames: [String] = ["|", "/", "-", "\\"]
    public static let interval: Duration = .milliseconds(80)

    public var style: Style?

    public init(style: Style? = nil) {
        self.style = style
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard !area.isEmpty else { return }
        let frames = context.unicode ? Self.unicodeFrames : Self.asciiFrames
        let step = Int(context.now / Self.interval)
        canvas.write(
            frames[step % frames.count], at: area.origin, style: style ?? context.style(context.colors.accent),
            clip: area)
        // The next frame lands on the next step, however late this one was drawn.
        context.requestFrame(after: Self.interval * (step + 1) - context.now)
    }
}
