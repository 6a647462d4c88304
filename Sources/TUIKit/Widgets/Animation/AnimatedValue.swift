import TUICore

/// A number a view shows moving towards its target over a short time (the switch's thumb,
/// the page control's bean, the carousel's offset). It is view state that each frame hands
/// on to the next (`Frame.state(for:make:)`), so it survives while the view is drawn, and it
/// asks for frames only while it moves: an idle view schedules no timer.
@MainActor
final class AnimatedValue {
    private var from: Double
    private var target: Double
    private var start: Duration = .zero

    init(_ value: Double) {
        from = value
        target = value
    }

    /// The value shown at `now`, easing in and out from where it was towards `target`.
    func value(at now: Duration, duration: Duration) -> Double {
        let progress = Self.progress(elapsed: now - start, duration: duration)
        return from + (target - from) * Self.ease(progress)
    }

    /// Retargets the animation at `now`, starting from the value shown then.
    func move(to newTarget: Double, at now: Duration, duration: Duration) {
        guard newTarget != target else { return }
        from = value(at: now, duration: duration)
        target = newTarget
        start = now
    }

    func isMoving(at now: Duration, duration: Duration) -> Bool {
        from != target && now - start < duration
    }

    nonisolated static func progress(elapsed: Duration, duration: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(1, max(0, elapsed / duration))
    }

    /// Cubic ease-in-out: slow at both ends, as UIKit's default curve.
    nonisolated static func ease(_ t: Double) -> Double {
        let u = -2 * t + 2
        return t < 0.5 ? 4 * t * t * t : 1 - u * u * u / 2
    }
}

extension Frame {
    /// The value to draw for `target` under `key`: the target itself the first time, then a
    /// short eased movement whenever the target changes. Frames are requested only while it
    /// moves.
    public func animated(_ target: Double, key: AnyHashable, duration: Duration = .milliseconds(200)) -> Double {
        let animation = state(for: key) { AnimatedValue(target) }
        // Reduced motion: the value jumps to its target.
        let duration = context.reducesMotion ? .zero : duration
        let now = context.now
        animation.move(to: target, at: now, duration: duration)
        if animation.isMoving(at: now, duration: duration) { requestFrame() }
        return animation.value(at: now, duration: duration)
    }
}
