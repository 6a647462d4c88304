import TUICore

/// One animated switch between two screens: a push or pop slides horizontally, a present
/// or dismiss vertically, over `ScreenTransition.duration` of the window's clock.
///
/// It keeps one timer, for its end: then the container runs the appearance callbacks
/// that UIKit runs after an animation and the caller's completion, and forgets it. While
/// it runs, each frame it draws asks for the next one; once it is done nothing is
/// scheduled, so an idle app stays idle.
@MainActor
final class ScreenTransition {
    enum Kind {
        case push, pop, present, dismiss
    }

    /// How long a transition takes: about as long as a quick UIKit one feels in a terminal.
    static let duration: Duration = .milliseconds(150)

    let kind: Kind
    /// The screen that was in front when the transition began.
    let from: ScreenController
    /// The screen in front once it ends.
    let to: ScreenController
    private let start: Duration
    private var onEnd: (@MainActor () -> Void)?
    private var timer: (any Cancellable)?

    /// Starts a transition at the clock's time; `onEnd` runs once, when `duration` has
    /// passed or when `finish()` cuts it short.
    init(
        _ kind: Kind, from: ScreenController, to: ScreenController, clock: any AppClock,
        onEnd: @escaping @MainActor () -> Void
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        start = clock.now
        self.onEnd = onEnd
        timer = clock.schedule(after: Self.duration) { [weak self] in self?.finish() }
    }

    var isFinished: Bool { onEnd == nil }

    /// Ends the transition now (its time is up, or another one begins): cancels its timer
    /// and runs `onEnd`.
    func finish() {
        timer?.cancel()
        timer = nil
        let end = onEnd
        onEnd = nil
        end?()
    }

    /// How far along the transition is at `now`, eased in and out: 0 at the start, 1 at the end.
    func progress(at now: Duration) -> Double {
        AnimatedValue.ease(AnimatedValue.progress(elapsed: now - start, duration: Self.duration))
    }

    /// Draws both screens where they are at the frame's time: the one underneath, then the
    /// one that moves over it, each through `page` onto a copy of the area's backdrop.
    /// Clicks are swallowed while it runs, as UIKit ignores touches during an animation.
    func render(in area: Rect, frame: Frame, page: (ScreenController, Rect, Frame) -> Void) {
        let progress = progress(at: frame.context.now)
        let backdrop = frame.offscreen(size: area.size, copying: area) { _ in }
        let local = Rect(origin: .zero, size: area.size)
        // Each screen's hint line names its own keys: the chain in force starts with the
        // front screen's (`to`), so a layer's chain is its own followed by what comes after.
        let chain = frame.keyBindingsSource
        let front = to
        defer { frame.keyBindingsSource = chain }
        for layer in layers(progress: progress, size: area.size) {
            let screen = layer.screen
            frame.keyBindingsSource = {
                screen.keyBindings + (chain?() ?? []).dropFirst(front.keyBindings.count)
            }
            let canvas = frame.offscreen(onto: backdrop) { page(screen, local, $0) }
            let origin = Point(x: area.x + layer.offset.x, y: area.y + layer.offset.y)
            let visible = area.intersection(Rect(origin: origin, size: area.size))
            guard !visible.isEmpty else { continue }
            let part = Rect(origin: Point(x: visible.x - origin.x, y: visible.y - origin.y), size: visible.size)
            // A layer shown whole (the screen a presentation rises over) needs no copy.
            let shown = part == Rect(origin: .zero, size: canvas.size) ? canvas : canvas.cropped(to: part)
            frame.canvas.draw(shown, at: visible.origin)
        }
        frame.canvas.cursor = nil
        frame.contentArea = area
        frame.blockTaps(in: area)
        if !isFinished { frame.requestFrame() }
    }

    /// The screen underneath and the one moving over it, with where each is drawn
    /// relative to the area at `progress`. A push slides the new screen in from the right
    /// as the old one drifts a third of the way left (UIKit's parallax); a pop reverses it.
    /// A presented screen rises from the bottom over the one it covers; a dismissed one
    /// sinks.
    func layers(progress: Double, size: Size) -> [(screen: ScreenController, offset: Point)] {
        let width = Double(size.width)
        let height = Double(size.height)
        func cells(_ value: Double) -> Int { Int(value.rounded()) }
        switch kind {
        case .push:
            return [
                (from, Point(x: -cells(width * progress / 3), y: 0)),
                (to, Point(x: cells(width * (1 - progress)), y: 0)),
            ]
        case .pop:
            return [
                (to, Point(x: -cells(width * (1 - progress) / 3), y: 0)),
                (from, Point(x: cells(width * progress), y: 0)),
            ]
        case .present:
            return [(from, .zero), (to, Point(x: 0, y: cells(height * (1 - progress))))]
        case .dismiss:
            return [(to, .zero), (from, Point(x: 0, y: cells(height * progress)))]
        }
    }
}

extension Canvas {
    /// The cells of `rect` as a canvas of their own (a wide grapheme cut at its left edge
    /// leaves its continuation, which `draw(_:at:)` skips).
    fileprivate func cropped(to rect: Rect) -> Canvas {
        var result = Canvas(size: rect.size)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                result[x, y] = self[safe: rect.x + x, rect.y + y] ?? .blank
            }
        }
        return result
    }
}
