import AppSupport
import Observation

@MainActor
@Observable
final class ComponentsViewModel {
    let components = ComponentCatalog.components
    var selection = ListSelection(count: ComponentCatalog.components.count)
    @ObservationIgnored private let coordinator: ComponentsCoordinator

    init(coordinator: ComponentsCoordinator) {
        self.coordinator = coordinator
    }

    func openComponent(at index: Int) {
        guard components.indices.contains(index) else { return }
        coordinator.showComponent(components[index])
    }

    func openSelected() {
        openComponent(at: selection.selectedIndex)
    }
}
