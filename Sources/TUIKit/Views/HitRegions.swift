import TUICore

/// Where clicks, drags and wheel turns go in one frame: the regions views register while
/// they draw, in drawing order, so one registered later is on top, as later drawing is.
///
/// One rule answers every kind: the topmost region of that kind at the point, unless a tap
/// region on top of it covers the point (a modal layer's `blockTaps`, a button drawn over a
/// list). A tap is never covered by a drag or wheel region above it.
struct HitRegions {
    /// What a region does.
    enum Action {
        case tap(@MainActor () -> Void)
        /// A tap told the cell clicked: one region for many cells (a table's rows).
        case tapAt(@MainActor (Point) -> Void)
        case drag(@MainActor (DragPhase, Point) -> Void)
        case wheel(@MainActor (_ up: Bool) -> Void)

        var isTap: Bool {
            switch self {
            case .tap, .tapAt: true
            case .drag, .wheel: false
            }
        }
    }

    private var regions: [(rect: Rect, action: Action)] = []

    /// How many regions are registered so far (see `move(from:by:clip:)`).
    var count: Int { regions.count }

    mutating func add(_ rect: Rect, _ action: Action) {
        guard !rect.isEmpty else { return }
        regions.append((rect, action))
    }

    /// Moves the regions registered since `index` by `offset` and clips them to `clip`:
    /// views drawn on an offscreen canvas (a carousel's cards) take clicks where they show.
    mutating func move(from index: Int, by offset: Point, clip: Rect) {
        for position in index..<regions.count {
            let rect = regions[position].rect
            regions[position].rect = Rect(
                origin: Point(x: rect.x + offset.x, y: rect.y + offset.y), size: rect.size
            ).intersection(clip)
            // Its handler is told the cell where it was drawn.
            if case .tapAt(let handler) = regions[position].action {
                regions[position].action = .tapAt { point in
                    handler(Point(x: point.x - offset.x, y: point.y - offset.y))
                }
            }
        }
    }

    /// The topmost tap action at `point`.
    func tap(at point: Point) -> (@MainActor () -> Void)? {
        switch topmost(at: point, where: \.isTap) {
        case .tap(let action): return action
        case .tapAt(let handler): return { handler(point) }
        case .drag, .wheel, nil: return nil
        }
    }

    /// The topmost drag handler at `point`, unless a tap region on top covers it.
    func drag(at point: Point) -> (@MainActor (DragPhase, Point) -> Void)? {
        guard
            case .drag(let handler) = topmost(
                at: point,
                where: {
                    if case .drag = $0 { true } else { false }
                })
        else { return nil }
        return handler
    }

    /// The topmost wheel action at `point`, unless a tap region on top covers it.
    func wheel(at point: Point) -> (@MainActor (_ up: Bool) -> Void)? {
        guard
            case .wheel(let action) = topmost(
                at: point,
                where: {
                    if case .wheel = $0 { true } else { false }
                })
        else { return nil }
        return action
    }

    /// From the top down, the first region at `point` that `matches`; a tap region met on
    /// the way covers everything beneath it.
    private func topmost(at point: Point, where matches: (Action) -> Bool) -> Action? {
        for region in regions.reversed() where region.rect.contains(point) {
            if matches(region.action) { return region.action }
            if region.action.isTap { return nil }
        }
        return nil
    }
}
