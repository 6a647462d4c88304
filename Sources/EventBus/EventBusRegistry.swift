import AppSupport
import Foundation
import Synchronization

/// The subscribers of every event type, behind a mutex. Owners are held weakly and
/// pruned whenever the list is read, so a released screen costs nothing afterwards.
public final class EventBusRegistry: Sendable {
    /// The registry `EventBus()` uses: the running app's (its `AppContext`'s), made on first
    /// use, so two apps in one process never hear each other's events.
    public static var shared: EventBusRegistry {
        AppContext.current.value(EventBusKey.self) { EventBusRegistry() }
    }

    typealias Handler = @Sendable (any AnyObject & Sendable, any Eventable) -> Void

    /// A subscriber ready to call: its owner, held strongly only for the delivery.
    struct Delivery: Sendable {
        let owner: any AnyObject & Sendable
        let handler: Handler
    }

    private struct Entry: Sendable {
        let id: UInt64
        weak var owner: (AnyObject & Sendable)?
        let handler: Handler
    }

    private struct State {
        var nextId: UInt64 = 0
        var entries: [UUID: [Entry]] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    func add(eventId: UUID, owner: AnyObject & Sendable, handler: @escaping Handler) -> EventSubscription {
        let id = state.withLock { state in
            state.nextId += 1
            state.entries[eventId, default: []].append(Entry(id: state.nextId, owner: owner, handler: handler))
            return state.nextId
        }
        return EventSubscription { [weak self] in self?.remove(id: id, eventId: eventId) }
    }

    /// The live subscribers of `eventId`, in the order they subscribed.
    func deliveries(for eventId: UUID) -> [Delivery] {
        state.withLock { state in
            var live: [Entry] = []
            var deliveries: [Delivery] = []
            for entry in state.entries[eventId, default: []] {
                guard let owner = entry.owner else { continue }
                live.append(entry)
                deliveries.append(Delivery(owner: owner, handler: entry.handler))
            }
            state.entries[eventId] = live.isEmpty ? nil : live
            return deliveries
        }
    }

    private func remove(id: UInt64, eventId: UUID) {
        state.withLock { state in
            state.entries[eventId]?.removeAll { $0.id == id }
        }
    }
}

/// The running app's registry, kept in its `AppContext`.
private enum EventBusKey: AppContextKey {
    static let defaultValue: EventBusRegistry? = nil
}
