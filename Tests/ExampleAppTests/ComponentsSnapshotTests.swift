import ExampleApp
import XCTest

/// Every component demo in every state: `SnapshotMatrix`'s variants (80x24 and 120x40, en
/// and ru, light and dark) and the same frames without colour (`NO_COLOR`), where the
/// states must still differ by text and attributes alone. Animated states are taken
/// mid-way, `after` the key that started them.
@MainActor
final class ComponentsSnapshotTests: XCTestCase {
    private func assertComponent(
        _ id: String,
        keys: [String] = [],
        after: Duration = .zero,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        let route = try AppRoute(url: "exampletui://components/\(id)")
        try await SnapshotMatrix.assertScreen(
            route, keys: keys, after: after, file: file, testName: testName, line: line)
        try await SnapshotMatrix.assertScreenWithoutColor(
            route, keys: keys, after: after, file: file, testName: testName, line: line)
    }

    func testComponentsList() async throws {
        try await SnapshotMatrix.assertScreen(.components)
    }

    func testCompactTabBar() async throws {
        try await SnapshotMatrix.assertScreen(.settings, keys: ["down", "down", "down", "enter"])
        try await SnapshotMatrix.assertScreenWithoutColor(.settings, keys: ["down", "down", "down", "enter"])
    }

    func testStyles() async throws {
        try await assertComponent("styles")
    }

    func testButtons() async throws {
        try await assertComponent("buttons")
    }

    func testButtonsPressedByEnter() async throws {
        try await assertComponent("buttons", keys: ["enter"])
    }

    func testButtonsAfterThePressWithTheSecondFocusedAndDisabled() async throws {
        try await assertComponent("buttons", keys: ["enter", "right", "d"], after: .milliseconds(200))
    }

    func testSwitch() async throws {
        try await assertComponent("switch")
    }

    func testSwitchMidAnimation() async throws {
        try await assertComponent("switch", keys: ["down", "space"], after: .milliseconds(70))
    }

    func testSwitchToggledOn() async throws {
        try await assertComponent("switch", keys: ["down", "space"], after: .milliseconds(300))
    }

    func testPageControl() async throws {
        try await assertComponent("page-control")
    }

    func testPageControlMidFlow() async throws {
        try await assertComponent("page-control", keys: ["right"], after: .milliseconds(125))
    }

    func testPageControlLastPage() async throws {
        try await assertComponent(
            "page-control", keys: ["right", "right", "right", "right", "right"], after: .seconds(1))
    }

    func testCarousel() async throws {
        try await assertComponent("carousel")
    }

    func testCarouselMidScroll() async throws {
        try await assertComponent("carousel", keys: ["right"], after: .milliseconds(100))
    }

    func testCarouselAtTheEnd() async throws {
        try await assertComponent("carousel", keys: Array(repeating: "right", count: 6), after: .seconds(1))
    }

    func testStyledText() async throws {
        try await assertComponent("styled-text")
    }

    func testStyledTextNarrow() async throws {
        try await assertComponent("styled-text", keys: ["-", "-", "-", "-", "-"])
    }

    func testAvatars() async throws {
        try await assertComponent("avatars")
    }

    func testAvatarsWithTheFirstBadgeCleared() async throws {
        try await assertComponent("avatars", keys: ["0"])
    }
}
