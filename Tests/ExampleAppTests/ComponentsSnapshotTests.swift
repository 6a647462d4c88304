import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
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

    /// A state only a click reaches (a pressed card, an opened link): the demo is clicked where
    /// `target` shows, in en and ru at both sizes, with colour (dark) and without.
    private func assertClicked(
        _ id: String,
        on target: [Language: String],
        offset: Int = 0,
        after: Duration = .zero,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) throws {
        for language in Language.allCases {
            for size in SnapshotMatrix.sizes {
                for depth in [ColorDepth.trueColor, .none] {
                    let pilot = try FrameRenderer.pilot(
                        for: FrameRenderer.Request(
                            route: AppRoute(url: "exampletui://components/\(id)"), size: size,
                            options: LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest()),
                            colorDepth: depth))
                    let text = try XCTUnwrap(target[language], file: file, line: line)
                    let point = try XCTUnwrap(pilot.position(of: text), "\(text) shows", file: file, line: line)
                    pilot.click(x: point.x + offset, y: point.y)
                    if after > .zero { pilot.advance(by: after) }
                    let name =
                        depth == .none ? "\(language.rawValue)-nocolor-\(size)" : "\(language.rawValue)-dark-\(size)"
                    assertSnapshot(
                        of: pilot.frame, as: depth == .none ? .frameStyledWithoutColor : .frameStyled, named: name,
                        file: file, testName: testName, line: line)
                }
            }
        }
    }

    func testComponentsList() async throws {
        try await SnapshotMatrix.assertScreen(.components)
        try await SnapshotMatrix.assertScreenWithoutColor(.components)
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

    func testCarouselCardPressedByAClick() async throws {
        // The top border of the second card: where its gap to the first one ends.
        try assertClicked("carousel", on: [.en: "╮  ╭", .ru: "╮  ╭"], offset: 5)
    }

    func testStyledTextLinkOpenedByAClick() async throws {
        try assertClicked("styled-text", on: [.en: "docs", .ru: "документация"], after: .milliseconds(200))
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

    func testAvatarsThirdChosenWithFewerInItsBadge() async throws {
        try await assertComponent("avatars", keys: ["right", "right", "-", "-"])
    }

    func testAvatarPressedByAClick() async throws {
        try assertClicked("avatars", on: [.en: "│ P  │", .ru: "│ P  │"], offset: 2)
    }
}
