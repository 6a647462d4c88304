import AppSupport
import Observation
import TUIKit

/// Loads the feed behind a skeleton; reloads on request and turns the shimmer around.
@MainActor
@Observable
final class SkeletonDemoViewModel {
    private(set) var items: [ExampleItemModel] = []
    private(set) var isLoading = false
    private(set) var direction: ShimmerConfiguration.Direction = .leftToRight
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

    var shimmer: ShimmerConfiguration { .app(direction: direction) }

    var status: String {
        isLoading ? R.string.statesDemo.statusLoading() : R.string.statesDemo.statusLoaded(items.count)
    }

    var shimmerSummary: String {
        let direction =
            direction == .leftToRight
            ? R.string.statesDemo.directionLeftToRight() : R.string.statesDemo.directionRightToLeft()
        let band: Int
        switch shimmer.bandSize {
        case .ratio(let share): band = Int((share * 100).rounded())
        case .cells(let cells): band = cells
        }
        return R.string.statesDemo.shimmerSummary(
            direction,
            Int(shimmer.movingAnimationDuration / .milliseconds(1)),
            Int(shimmer.delayBetweenAnimationLoops / .milliseconds(1)),
            band
        )
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
