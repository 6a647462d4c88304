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

    var rows: [ListView.Row] {
        DemoCatalog.demos.map { ListView.Row(title: $0.title(), subtitle: $0.subtitle(), icon: $0.icon) }
    }

    func openDemo(at index: Int) {
        guard DemoCatalog.demos.indices.contains(index) else { return }
        coordinator.showDemo(DemoCatalog.demos[index])
    }

    func openSelected() {
        openDemo(at: listState.selectedIndex)
    }
}
