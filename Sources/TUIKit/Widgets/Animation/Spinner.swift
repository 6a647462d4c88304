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

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let frames = frame.context.unicode ? Self.unicodeFrames : Self.asciiFrames
        // Reduced motion: one still frame of the spinner, and no timer.
        let step = frame.context.reducesMotion ? 0 : Int(frame.context.now / Self.interval)
        frame.canvas.write(
            frames[step % frames.count], at: area.origin,
            style: style ?? frame.context.style(frame.context.colors.accent),
            clip: area)
        guard !frame.context.reducesMotion else { return }
        // The next frame lands on the next step, however late this one was drawn.
        frame.requestFrame(after: Self.interval * (step + 1) - frame.context.now)
    }
}
