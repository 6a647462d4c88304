import Observation
import TUIKit

@MainActor
@Observable
final class ComponentsViewModel {
    let listState = ListState(count: ComponentCatalog.components.count)
    /// In dev the hints name the debug panel's hotkey, as the Examples list's do.
    let showsLogsHotkey: Bool
    @ObservationIgnored private let coordinator: ComponentsCoordinator

    init(coordinator: ComponentsCoordinator, showsLogsHotkey: Bool) {
        self.coordinator = coordinator
        self.showsLogsHotkey = showsLogsHotkey
    }

    var rows: [ListView.Row] {
        ComponentCatalog.components.map { ListView.Row(title: $0.title(), subtitle: $0.subtitle(), icon: $0.icon) }
    }

    func openComponent(at index: Int) {
        guard ComponentCatalog.components.indices.contains(index) else { return }
        coordinator.showComponent(ComponentCatalog.components[index])
    }

    func openSelected() {
        openComponent(at: listState.selectedIndex)
    }
}
