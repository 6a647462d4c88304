import XCTest

@testable import TUIKit

/// View state kept between frames (`Frame.state(for:make:)`): what one frame's views asked
/// for, the next frame finds again; what a frame did not ask for is gone after it.
@MainActor
final class FrameStateTests: XCTestCase {
    private final class Counter {
        var value = 0
    }

    private final class Flag {}

    /// A frame drawn after `previous`, handed its state as the window hands it on.
    private func frame(after previous: Frame? = nil) -> Frame {
        let frame = Frame(canvas: Canvas(size: Size(width: 1, height: 1)), theme: .dark)
        if let previous { frame.keptStates = previous.usedStates }
        return frame
    }

    func testStateLastsWhileAskedForEveryFrameAndIsDroppedAfterAFrameWithout() async {
        let first = frame()
        let counter = first.state(for: "alert") { Counter() }
        counter.value = 3
        let second = frame(after: first)
        XCTAssertTrue(second.state(for: "alert") { Counter() } === counter)
        let third = frame(after: frame(after: second))
        let fresh = third.state(for: "alert") { Counter() }
        XCTAssertFalse(fresh === counter, "a frame that did not ask dropped it")
        XCTAssertEqual(fresh.value, 0)
    }

    func testKeysAreSeparateAndAnotherTypeUnderAKeyReplacesTheState() async {
        let first = frame()
        let one = first.state(for: 1) { Counter() }
        let two = first.state(for: 2) { Counter() }
        XCTAssertFalse(one === two)
        _ = first.state(for: 1) { Flag() }
        let second = frame(after: first)
        XCTAssertFalse(second.state(for: 1) { Counter() } === one)
        XCTAssertTrue(second.state(for: 2) { Counter() } === two)
    }
}
