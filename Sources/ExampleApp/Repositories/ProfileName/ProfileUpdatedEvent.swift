import EventBus
import Foundation

/// Sent on the event bus once a changed profile is saved: the template's token example,
/// where a screen updates from the bus instead of loading again.
// docs: utilities.md
struct ProfileUpdatedEvent: Eventable {
    static let eventId = UUID()
    let profile: ProfileNameModel
}
// docs: end
