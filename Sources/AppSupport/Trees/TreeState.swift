import Observation

/// The state of a `TreeModel` that views read while they draw, observed so a change
/// redraws them; not generic, as `TableState` is not, so a read costs no key path.
@MainActor
@Observable
final class TreeState {
    var selection = ListSelection(count: 0)
    var filter = TreeFilter()
    /// Counts changes to the visible rows (an expand, a load, a filter).
    var revision = 0
    /// How many loads are under way.
    var loadingCount = 0
}
