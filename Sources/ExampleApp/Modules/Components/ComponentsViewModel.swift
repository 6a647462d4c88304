import Observation
import TUIKit

@MainActor
@Observable
final class ComponentsViewModel {
    let listState = ListState(count: ComponentCatalog.components.count)
    @ObservationIgnored private let coordinator: ComponentsCoordinator

    init(coordinator: ComponentsCoordinator) {
        self.coordinator = coordinator
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
