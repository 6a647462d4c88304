import Dispatch
import Observation

/// Runs `body`, tracking the `@Observable` state it reads, and calls `onChange` once, on a
/// later turn of the main queue, when any of it changes: how a screen, the overlays and the
/// window's alerts redraw after a view model changes, without saying what they read.
@MainActor
func trackReads<Result>(_ body: () -> Result, onChange: @escaping @MainActor () -> Void) -> Result {
    withObservationTracking(body) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { onChange() }
        }
    }
}
