/// Where a sheet is between frames: easing toward the height it rests at, or following a
/// drag on its top edge. Bottom sheets and floating sheets both move this way.
struct SheetMovement {
    private(set) var motion = SheetMotion()
    private(set) var drag: SheetDrag?
    /// The height drawn at the last frame.
    private(set) var drawnHeight = 0

    /// The height to draw at `now` for a sheet resting at `target` rows (the pointer's
    /// height while a drag lasts); remembered as where the next motion starts. `instant`
    /// (reduced motion) puts the sheet where it rests at once.
    mutating func height(toward target: Int, at now: Duration, instant: Bool = false) -> Int {
        if instant, drag == nil { motion = SheetMotion(settledAt: target) }
        motion.stamp(at: now)
        drawnHeight = drag?.height ?? motion.height(toward: target, at: now)
        return drawnHeight
    }

    /// Whether the sheet still eases at `now`, so it needs more frames.
    func isMoving(at now: Duration) -> Bool {
        drag == nil && !motion.isFinished(at: now)
    }

    /// Whether a motion (such as sliding away) is over at `now`; pins a pending one first.
    mutating func hasFinished(at now: Duration) -> Bool {
        motion.stamp(at: now)
        return motion.isFinished(at: now)
    }

    /// Starts easing from `height`, dropping any drag.
    mutating func begin(from height: Int) {
        motion.begin(from: height)
        drag = nil
    }

    /// Starts easing from where the sheet is now: under the pointer, or as last drawn.
    mutating func beginFromCurrentHeight() {
        begin(from: drag?.height ?? drawnHeight)
    }

    /// Forgets the drawn height once the sheet is gone.
    mutating func reset() {
        drawnHeight = 0
        drag = nil
    }

    mutating func beginDrag(at y: Int) {
        drag = SheetDrag(at: y, height: drawnHeight)
    }

    mutating func moveDrag(to y: Int, maximumHeight: Int) {
        drag?.move(to: y, maximumHeight: maximumHeight)
    }
}
