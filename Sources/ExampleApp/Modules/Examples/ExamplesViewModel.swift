import AppSupport
import Observation

@MainActor
@Observable
final class ExamplesViewModel {
    let demos = DemoCatalog.demos
    var selection = ListSelection(count: DemoCatalog.demos.count)
    @ObservationIgnored private let coordinator: ExamplesCoordinator

    init(coordinator: ExamplesCoordinator) {
        self.coordinator = coordinator
    }

    /// Whether the demo at `index` is the first of its section, which then carries the header.
    func opensSection(at index: Int) -> Bool {
        index == 0 || demos[index - 1].section != demos[index].section
    }

    /// The demo the selection is on (the wide layout previews it).
    var selectedDemo: CatalogEntry? {
        demos.indices.contains(selection.selectedIndex) ? demos[selection.selectedIndex] : nil
    }

    func openDemo(at index: Int) {
        guard demos.indices.contains(index) else { return }
        coordinator.showDemo(demos[index])
    }

    func openSelected() {
        openDemo(at: selection.selectedIndex)
    }
}
