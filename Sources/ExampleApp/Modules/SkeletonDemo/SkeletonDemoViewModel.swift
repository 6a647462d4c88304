import AppSupport
import Observation

/// Loads the feed behind a skeleton; reloads on request and turns the shimmer around.
@MainActor
@Observable
final class SkeletonDemoViewModel {
    /// Which way the shimmer runs; the view makes the shimmer from it.
    enum Direction {
        case leftToRight
        case rightToLeft
    }

    private(set) var items: [ExampleItemModel] = []
    private(set) var isLoading = false
    private(set) var direction = Direction.leftToRight
    var selection = ListSelection(count: 0)
    @ObservationIgnored private let repository: ExampleItemsRepository
    @ObservationIgnored private let coordinator: SkeletonDemoCoordinator
    @ObservationIgnored private var loading: Perform?

    init(repository: ExampleItemsRepository, coordinator: SkeletonDemoCoordinator) {
        self.repository = repository
        self.coordinator = coordinator
    }

    isolated deinit {
        // A load still running when the screen goes away stops, timer and all.
        loading?.cancel()
    }

    var status: String {
        isLoading ? R.string.statesDemo.statusLoading() : R.string.statesDemo.statusLoaded(items.count)
    }

    func onViewDidLoad() {
        loadItems()
    }

    func onReloadButtonTapped() {
        loadItems()
    }

    func onDirectionButtonTapped() {
        direction = direction == .leftToRight ? .rightToLeft : .leftToRight
    }

    func onErrorStateButtonTapped() {
        coordinator.showErrorStateDemo()
    }

    private func loadItems() {
        loading?.cancel()
        isLoading = true
        loading = Perform { [repository, weak self] in
            let items = try await repository.loadItems()
            onMain { [weak self] in self?.show(items) }
        }
    }

    private func show(_ items: [ExampleItemModel]) {
        self.items = items
        selection.count = items.count
        isLoading = false
    }
}
