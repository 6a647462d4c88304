/// State a view keeps while it is drawn frame after frame (the role of SwiftUI's `@State`),
/// such as which button of an alert has focus. Views are values rebuilt every frame, so
/// the window keeps their state here, by a key that names the view (where it is written).
///
/// State that no view asked for in a frame is dropped at its end: a view that disappears
/// and shows again starts afresh.
@MainActor
final class ViewStateStore {
    private var states: [AnyHashable: AnyObject] = [:]
    private var used: Set<AnyHashable> = []

    /// The state kept under `key`, made by `make` when there is none (or it has another type).
    func state<State: AnyObject>(for key: AnyHashable, make: () -> State) -> State {
        used.insert(key)
        if let state = states[key] as? State { return state }
        let state = make()
        states[key] = state
        return state
    }

    /// Drops the state no view asked for since the last call.
    func endFrame() {
        states = states.filter { used.contains($0.key) }
        used.removeAll()
    }
}
