import EventBus
import Foundation
import Synchronization
import XCTest

private struct ProfileUpdated: Eventable, Equatable {
    static let eventId = UUID()
    let name: String
}

private struct TokenRefreshed: Eventable {
    static let eventId = UUID()
    let token: Int
}

/// Collects what its subscriptions receive, from any thread.
private final class Recorder: Sendable {
    private let received = Mutex<[String]>([])

    var names: [String] { received.withLock { $0 } }

    func record(_ name: String) {
        received.withLock { $0.append(name) }
    }
}

final class EventBusTests: XCTestCase {
    func testASentEventReachesEverySubscriberOfItsTypeInOrder() {
        let registry = EventBusRegistry()
        let first = Recorder()
        let second = Recorder()
        let bus = EventBus<ProfileUpdated>(registry: registry)
        bus.subscribe(owner: first) { first, event in first.record(event.name) }
        bus.subscribe(owner: second) { second, event in second.record("second " + event.name) }
        bus.send(event: ProfileUpdated(name: "Anna"))
        bus.send(event: ProfileUpdated(name: "Boris"))
        XCTAssertEqual(first.names, ["Anna", "Boris"])
        XCTAssertEqual(second.names, ["second Anna", "second Boris"])
    }

    func testBusesOfOneTypeShareSubscribersAndOtherTypesAreApart() {
        let registry = EventBusRegistry()
        let recorder = Recorder()
        // The template's shape: the repository makes one bus, the view model another.
        _ = EventBus<ProfileUpdated>(owner: recorder, registry: registry) { recorder, event in
            recorder.record(event.name)
        }
        EventBus<TokenRefreshed>(registry: registry).subscribe(owner: recorder) { recorder, event in
            recorder.record("token \(event.token)")
        }
        EventBus<ProfileUpdated>(registry: registry).send(event: ProfileUpdated(name: "Anna"))
        EventBus<TokenRefreshed>(registry: registry).send(event: TokenRefreshed(token: 7))
        XCTAssertEqual(recorder.names, ["Anna", "token 7"])
        // A bus on another registry reaches none of them.
        EventBus<ProfileUpdated>(registry: EventBusRegistry()).send(event: ProfileUpdated(name: "Lost"))
        XCTAssertEqual(recorder.names, ["Anna", "token 7"])
    }

    func testASubscriptionEndsWhenItsOwnerGoesAway() {
        let registry = EventBusRegistry()
        let recorder = Recorder()
        let bus = EventBus<ProfileUpdated>(registry: registry)
        var owner: Recorder? = Recorder()
        bus.subscribe(owner: owner!) { _, event in recorder.record(event.name) }
        bus.send(event: ProfileUpdated(name: "before"))
        XCTAssertEqual(bus.subscriberCount, 1)
        owner = nil
        bus.send(event: ProfileUpdated(name: "after"))
        XCTAssertEqual(recorder.names, ["before"])
        XCTAssertEqual(bus.subscriberCount, 0, "the released owner's entry is dropped")
    }

    func testAHandlerGetsItsOwnerWithoutKeepingItAlive() {
        let registry = EventBusRegistry()
        let bus = EventBus<ProfileUpdated>(registry: registry)
        var owner: Recorder? = Recorder()
        weak let weakOwner = owner
        bus.subscribe(owner: owner!) { owner, event in owner.record(event.name) }
        bus.send(event: ProfileUpdated(name: "Anna"))
        XCTAssertEqual(weakOwner?.names, ["Anna"])
        owner = nil
        XCTAssertNil(weakOwner, "the bus held it weakly")
    }

    func testCancelEndsOneSubscriptionAndLeavesTheOthers() {
        let registry = EventBusRegistry()
        let recorder = Recorder()
        let bus = EventBus<ProfileUpdated>(registry: registry)
        let cancelled = bus.subscribe(owner: recorder) { recorder, event in recorder.record("cancelled " + event.name) }
        bus.subscribe(owner: recorder) { recorder, event in recorder.record("kept " + event.name) }
        cancelled.cancel()
        cancelled.cancel()
        bus.send(event: ProfileUpdated(name: "Anna"))
        XCTAssertEqual(recorder.names, ["kept Anna"])
    }

    func testAHandlerMaySendAndSubscribeWithoutDeadlock() {
        let registry = EventBusRegistry()
        let recorder = Recorder()
        let profiles = EventBus<ProfileUpdated>(registry: registry)
        let tokens = EventBus<TokenRefreshed>(registry: registry)
        tokens.subscribe(owner: recorder) { recorder, event in recorder.record("token \(event.token)") }
        profiles.subscribe(owner: recorder) { recorder, event in
            recorder.record(event.name)
            tokens.send(event: TokenRefreshed(token: event.name.count))
            profiles.subscribe(owner: recorder) { recorder, event in recorder.record("late " + event.name) }
        }
        profiles.send(event: ProfileUpdated(name: "Anna"))
        XCTAssertEqual(
            recorder.names, ["Anna", "token 4"], "a subscriber added while sending waits for the next event")
    }

    func testManyThreadsSendAndSubscribeAtOnce() {
        let registry = EventBusRegistry()
        let bus = EventBus<TokenRefreshed>(registry: registry)
        let stable = Recorder()
        bus.subscribe(owner: stable) { stable, event in stable.record("\(event.token)") }
        let senders = 8
        let perSender = 500
        DispatchQueue.concurrentPerform(iterations: senders * 2) { index in
            if index < senders {
                for number in 0..<perSender { bus.send(event: TokenRefreshed(token: index * perSender + number)) }
            } else {
                // Subscribers that come and go while the senders run.
                for _ in 0..<perSender {
                    let transient = Recorder()
                    let subscription = bus.subscribe(owner: transient) { transient, event in
                        transient.record("\(event.token)")
                    }
                    if index % 2 == 0 { subscription.cancel() }
                }
            }
        }
        let received = stable.names.compactMap(Int.init)
        XCTAssertEqual(received.count, senders * perSender, "nothing lost or doubled")
        XCTAssertEqual(Set(received), Set(0..<(senders * perSender)))
        XCTAssertEqual(bus.subscriberCount, 1, "only the stable subscriber remains")
    }

    @MainActor
    func testAMainActorSubscriberRunsAtOnceWhenSentOnTheMainActor() async {
        let registry = EventBusRegistry()
        let owner = Recorder()
        var names: [String] = []
        let bus = EventBus<ProfileUpdated>(registry: registry)
        bus.subscribeOnMainActor(owner: owner) { _, event in names.append(event.name) }
        bus.send(event: ProfileUpdated(name: "Anna"))
        XCTAssertEqual(names, ["Anna"])
        await Task.detached { bus.send(event: ProfileUpdated(name: "Boris")) }.value
        for _ in 0..<200 where names.count < 2 { await Task.yield() }
        XCTAssertEqual(names, ["Anna", "Boris"], "from another thread it hops to the main actor")
    }
}
