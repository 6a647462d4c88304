import Foundation

/// A value an `EventBus` carries. `eventId` names the kind of event, as in the template
/// (`static let eventId = UUID()`); buses of one type share their subscribers by it.
public protocol Eventable: Sendable {
    static var eventId: UUID { get }
}
