import EventBus
import Observation

/// Shows the profile, loaded once, and keeps it current from the event bus: when the
/// editor saves, this screen changes without loading again.
@MainActor
@Observable
final class EventBusDemoViewModel {
    private(set) var profile: ProfileNameModel?
    /// Loads from the repository: stays 1, the point of the demo.
    private(set) var loadCount = 0
    /// Names received from the bus, newest last.
    private(set) var received: [String] = []
    @ObservationIgnored private let repository: ProfileNameRepository
    @ObservationIgnored private let coordinator: EventBusDemoCoordinator
    @ObservationIgnored private let eventBus: EventBus<ProfileUpdatedEvent>

    init(repository: ProfileNameRepository, dependencies: AppDependencies, coordinator: EventBusDemoCoordinator) {
        self.repository = repository
        self.coordinator = coordinator
        self.eventBus = EventBus(registry: dependencies.eventBus)
        // Held weakly by the bus: the subscription ends with this screen.
        eventBus.subscribeOnMainActor(owner: self) { viewModel, event in viewModel.apply(event) }
    }

    var subscriberCount: Int { eventBus.subscriberCount }

    func onViewDidLoad() {
        profile = repository.loadProfile()
        loadCount += 1
    }

    func onEditButtonTapped() {
        guard let profile else { return }
        coordinator.showProfileEditor(profile: profile)
    }

    private func apply(_ event: ProfileUpdatedEvent) {
        profile = event.profile
        received.append(event.profile.name)
    }
}
