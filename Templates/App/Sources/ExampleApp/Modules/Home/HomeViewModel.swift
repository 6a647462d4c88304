import AppSupport
import Observation

/// The Home list: every screen in `HomeCatalog`, which one is selected, and opening it.
@MainActor
@Observable
final class HomeViewModel {
    let entries: [CatalogEntry]
    var selection: ListSelection
    @ObservationIgnored private let coordinator: HomeCoordinator

    init(coordinator: HomeCoordinator, entries: [CatalogEntry] = HomeCatalog.entries) {
        self.coordinator = coordinator
        self.entries = entries
        selection = ListSelection(count: entries.count)
    }

    /// Opens the screen at `index` (a click or Enter); a row that is not there opens nothing.
    func open(at index: Int) {
        guard entries.indices.contains(index) else { return }
        selection.select(index)
        coordinator.show(entries[index])
    }

    func openSelected() {
        open(at: selection.selectedIndex)
    }
}
