import Foundation

/// Delivers events of one type to everyone subscribed to that type: one screen saves a
/// change, every other screen showing it updates without asking the network again.
///
/// Buses are cheap handles onto a shared registry keyed by `T.eventId`, so a bus made in a
/// repository and one made in a view model reach each other, as in the template. Unlike
/// the template's static dictionary, the registry is behind a lock: any thread may send
/// and subscribe at once. A subscription ends when its owner is released or when its
/// token is cancelled. The owner is held weakly and handed to the handler at each event,
/// so the handler need not capture it (capturing it strongly would keep it alive).
public struct EventBus<T: Eventable>: Sendable {
    private let registry: EventBusRegistry

    /// A bus on the running app's registry (the template's shape).
    public init() {
        self.init(registry: .shared)
    }

    /// A bus on a registry of its own: tests and separate app instances use one each.
    public init(registry: EventBusRegistry) {
        self.registry = registry
    }

    /// A bus that calls `handler` for every event while `owner` lives: the template's
    /// `EventBus(subscribe:)`.
    public init<Owner: AnyObject & Sendable>(
        owner: Owner,
        registry: EventBusRegistry = .shared,
        subscribe handler: @escaping @Sendable (Owner, T) -> Void
    ) {
        self.init(registry: registry)
        subscribe(owner: owner, handler)
    }

    /// Calls `handler` on the sender's thread with the owner and each event sent while
    /// `owner` lives.
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, T) -> Void
    ) -> EventSubscription {
        registry.add(eventId: T.eventId, owner: owner) { owner, event in
            if let owner = owner as? Owner, let event = event as? T { handler(owner, event) }
        }
    }

    /// Calls `handler` on the main actor: at once when the event is sent there, else on
    /// the main queue's next turn. Screens subscribe this way.
    @discardableResult
    public func subscribeOnMainActor<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @MainActor @Sendable (Owner, T) -> Void
    ) -> EventSubscription {
        subscribe(owner: owner) { owner, event in
            if Thread.isMainThread {
                MainActor.assumeIsolated { handler(owner, event) }
            } else {
                DispatchQueue.main.async { handler(owner, event) }
            }
        }
    }

    /// Delivers `event` to every live subscriber, in the order they subscribed. Handlers
    /// run outside the lock, so one may subscribe, cancel or send again.
    public func send(event: T) {
        for delivery in registry.deliveries(for: T.eventId) { delivery.handler(delivery.owner, event) }
    }

    /// Live subscribers of `T`, with released owners dropped first.
    public var subscriberCount: Int {
        registry.deliveries(for: T.eventId).count
    }
}
