import TUICore

/// One animated switch between two screens: a push or pop slides horizontally, a present
/// or dismiss vertically, over `ScreenTransition.duration` of the window's clock.
///
/// Motion never slows a keyboard: the screen in front starts a third of the way from its
/// place and eases out into it in 32 ms, so its words are readable in the key's own frame
/// and still within 40 ms of the key, while the short glide says where it came from (a
/// push from the right, a pop from the left, a present from below, a dismiss from above).
/// A 150 ms UIKit slide made each pushed screen settle 150 ms after its key; Textual's
/// switch takes 43.
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

    /// How long a transition takes: two frames after the key's own, at 60 a second.
    static let duration: Duration = .milliseconds(32)
    /// How far from its place the screen in front starts: a share of the width (push, pop)
    /// or the height (present, dismiss).
    static let travel = 1.0 / 3
    /// Frames while it glides: 60 a second, so its 32 ms show two steps, not one.
    static let frameInterval: Duration = .milliseconds(16)

    let kind: Kind
    /// The screen that was in front when the transition began.
    let from: ScreenController
    /// The screen in front once it ends.
    let to: ScreenController
    private let start: Duration
    private var onEnd: (@MainActor () -> Void)?
    private var timer: (any Cancellable)?

    /// Starts a transition at `since` (the time the key that began it was taken up, so the
    /// time spent making the new screen counts towards the glide, not after it), or at the
    /// clock's time; `onEnd` runs once, when `duration` has passed or when `finish()` cuts
    /// it short.
    init(
        _ kind: Kind, from: ScreenController, to: ScreenController, clock: any AppClock, since: Duration? = nil,
        onEnd: @escaping @MainActor () -> Void
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        let now = clock.now
        start = min(since ?? now, now)
        self.onEnd = onEnd
        let left = Self.duration - (now - start)
        timer = clock.schedule(after: max(left, .zero)) { [weak self] in self?.finish() }
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

    /// How far along the transition is at `now`, eased out (fast, then settling): 0 at the
    /// start, 1 at the end.
    func progress(at now: Duration) -> Double {
        let t = AnimatedValue.progress(elapsed: now - start, duration: Self.duration)
        let rest = 1 - t
        return 1 - rest * rest * rest
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
        let front = to
        for layer in layers(progress: progress, size: area.size) {
            let screen = layer.screen
            let canvas = frame.withKeyBindings(
                { around in screen.keyBindings + around().dropFirst(front.keyBindings.count) },
                draw: { frame.offscreen(onto: backdrop) { page(screen, local, $0) } })
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
        if !isFinished { frame.requestFrame(after: Self.frameInterval) }
    }

    /// The screen underneath, still, and the one in front gliding over it into place, with
    /// where each is drawn relative to the area at `progress`: the new screen of a push
    /// from the right, the revealed one of a pop from the left, a presented screen from
    /// below and the one a dismiss reveals from above, each `travel` of the way.
    func layers(progress: Double, size: Size) -> [(screen: ScreenController, offset: Point)] {
        let remaining = (1 - progress) * Self.travel
        let across = Int((Double(size.width) * remaining).rounded())
        let down = Int((Double(size.height) * remaining).rounded())
        switch kind {
        case .push: return [(from, .zero), (to, Point(x: across, y: 0))]
        case .pop: return [(from, .zero), (to, Point(x: -across, y: 0))]
        case .present: return [(from, .zero), (to, Point(x: 0, y: down))]
        case .dismiss: return [(from, .zero), (to, Point(x: 0, y: -down))]
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
