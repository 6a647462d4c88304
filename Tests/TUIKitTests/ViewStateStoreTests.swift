import XCTest

@testable import TUIKit

@MainActor
final class ViewStateStoreTests: XCTestCase {
    private final class Counter {
        var value = 0
    }

    private final class Flag {}

    func testStateLastsWhileAskedForEveryFrameAndIsDroppedAfterAFrameWithout() async {
        let store = ViewStateStore()
        let first = store.state(for: "alert") { Counter() }
        first.value = 3
        store.endFrame()
        XCTAssertTrue(store.state(for: "alert") { Counter() } === first)
        store.endFrame()
        store.endFrame()
        let fresh = store.state(for: "alert") { Counter() }
        XCTAssertFalse(fresh === first, "a frame that did not ask dropped it")
        XCTAssertEqual(fresh.value, 0)
    }

    func testKeysAreSeparateAndAnotherTypeUnderAKeyReplacesTheState() async {
        let store = ViewStateStore()
        let one = store.state(for: 1) { Counter() }
        let two = store.state(for: 2) { Counter() }
        XCTAssertFalse(one === two)
        _ = store.state(for: 1) { Flag() }
        store.endFrame()
        XCTAssertFalse(store.state(for: 1) { Counter() } === one)
        XCTAssertTrue(store.state(for: 2) { Counter() } === two)
    }
}
