import AppSupport
import Observation

/// Loads the feed with `Perform`: the first load fails and shows the error view, Retry
/// loads again behind the skeleton. Any later load can be made to fail too.
@MainActor
@Observable
final class ErrorStateDemoViewModel {
    private(set) var items: [ExampleItemModel] = []
    private(set) var isLoading = false
    private(set) var isError = false
    private(set) var error: ExampleItemsError?
    /// Loads started so far, for the status line.
    private(set) var attempt = 0
    private(set) var willFailNextLoad: Bool
    var selection = ListSelection(count: 0)
    @ObservationIgnored private let repository: ExampleItemsRepository
    @ObservationIgnored private let coordinator: ErrorStateDemoCoordinator
    @ObservationIgnored private var loading: Perform?

    init(repository: ExampleItemsRepository, coordinator: ErrorStateDemoCoordinator) {
        self.repository = repository
        self.coordinator = coordinator
        willFailNextLoad = repository.failingLoads > 0
    }

    isolated deinit {
        loading?.cancel()
    }

    /// Whether the feed shows (neither its skeleton nor the error view), so the list takes keys.
    var isLoaded: Bool { !isLoading && !isError }

    var attemptStatus: String {
        if isLoading { return R.string.statesDemo.attemptLoading(attempt) }
        if let error { return R.string.statesDemo.attemptFailed(attempt, error.reason) }
        return R.string.statesDemo.attemptSucceeded(attempt, items.count)
    }

    var nextLoadStatus: String {
        willFailNextLoad ? R.string.statesDemo.nextLoadFails() : R.string.statesDemo.nextLoadSucceeds()
    }

    /// What the error view says about the last failure.
    var errorMessage: String? { error?.message }

    func onViewDidLoad() {
        getItems()
    }

    func onRetryButtonTapped() {
        getItems()
    }

    /// Enter or Space: retries while the error view shows; false (the key passes on) otherwise.
    func onRetryKeyPressed() -> Bool {
        guard isError else { return false }
        getItems()
        return true
    }

    func onReloadButtonTapped() {
        getItems()
    }

    func onFailNextLoadToggled() {
        willFailNextLoad.toggle()
        repository.failingLoads = willFailNextLoad ? 1 : 0
    }

    func onSkeletonButtonTapped() {
        coordinator.showSkeletonDemo()
    }

    private func getItems() {
        loading?.cancel()
        attempt += 1
        isLoading = true
        isError = false
        error = nil
        loading = Perform { [repository, weak self] in
            let items = try await repository.loadItems()
            onMain { [weak self] in self?.show(items) }
        } onError: { [weak self] error in
            self?.fail(with: error as? ExampleItemsError ?? .serverUnavailable)
        }
    }

    private func show(_ items: [ExampleItemModel]) {
        self.items = items
        selection.count = items.count
        isLoading = false
        willFailNextLoad = repository.failingLoads > 0
    }

    private func fail(with error: ExampleItemsError) {
        self.error = error
        isError = true
        isLoading = false
        willFailNextLoad = repository.failingLoads > 0
    }
}
