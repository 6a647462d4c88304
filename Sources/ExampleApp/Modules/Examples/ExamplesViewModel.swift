import Observation
import TUIKit

@MainActor
@Observable
final class ExamplesViewModel {
    let listState = ListState(count: DemoCatalog.demos.count)
    /// In dev the hints name the debug panel's hotkey; in prod it does nothing, so they don't.
    let showsLogsHotkey: Bool
    @ObservationIgnored private let coordinator: ExamplesCoordinator

    init(coordinator: ExamplesCoordinator, showsLogsHotkey: Bool) {
        self.coordinator = coordinator
        self.showsLogsHotkey = showsLogsHotkey
    }

    /// One row a demo; the first of each section carries the section's header.
    var rows: [ListView.Row] {
        DemoCatalog.demos.enumerated().map { index, demo in
            let opensSection = index == 0 || DemoCatalog.demos[index - 1].section != demo.section
            return ListView.Row(
                title: demo.title(), subtitle: demo.subtitle(), icon: demo.icon,
                sectionTitle: opensSection ? demo.section?.title : nil)
        }
    }

    func openDemo(at index: Int) {
        guard DemoCatalog.demos.indices.contains(index) else { return }
        coordinator.showDemo(DemoCatalog.demos[index])
    }

    func openSelected() {
        openDemo(at: listState.selectedIndex)
    }
}
