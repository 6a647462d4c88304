import EventBus
import Foundation
import TUICore

/// Why a profile could not be saved.
enum ProfileNameError: Error, Equatable {
    case emptyName

    var message: String {
        switch self {
        case .emptyName: return R.string.eventBusDemo.errorEmptyName()
        }
    }
}

/// A fake profile service: a save waits on the app's clock as a request would, then
/// announces the saved profile on the event bus, so every screen showing it updates.
@MainActor
final class ProfileNameRepository {
    /// How long the "server" takes to save.
    static let saveDuration: Duration = .milliseconds(400)
    /// Names longer than this are cut by the editor before they reach a save.
    static let maximumNameLength = 32

    private let clock: any AppClock
    private let eventBus: EventBus<ProfileUpdatedEvent>

    init(clock: any AppClock, eventBus registry: EventBusRegistry) {
        self.clock = clock
        self.eventBus = EventBus(registry: registry)
    }

    /// The profile a fresh app starts with.
    func loadProfile() -> ProfileNameModel {
        ProfileNameModel(name: R.string.eventBusDemo.defaultName())
    }

    func save(name: String) async throws -> ProfileNameModel {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ProfileNameError.emptyName }
        await clock.sleep(for: Self.saveDuration)
        try Task.checkCancellation()
        let profile = ProfileNameModel(name: trimmed)
        eventBus.send(event: ProfileUpdatedEvent(profile: profile))
        return profile
    }
}
