import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The Examples tab as a split view: two columns at 150×45 (wide), one stack at 80×24 and
/// 120×40 (regular, where it must look as it always did), in en and ru; the focus on each
/// column, the divider moved, a demo opened beside the list, ASCII and `NO_COLOR`, and a
/// collapse that expands back to the same screens.
@MainActor
final class SplitViewSnapshotTests: XCTestCase {
    private static let wide = Size(width: 150, height: 45)
    private static let collapsed = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    private func assertSplit(
        _ route: AppRoute = .examples, keys: [String], sizes: [Size] = [wide], colorDepth: ColorDepth = .trueColor,
        unicode: Bool = true, testName: String = #function, line: UInt = #line
    ) async throws {
        for language in Language.allCases {
            for size in sizes {
                let request = FrameRenderer.Request(
                    route: route, size: size,
                    options: LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest()),
                    keys: keys.map { KeyNames.parse($0)! }, colorDepth: colorDepth, unicode: unicode)
                let frame = try await FrameRenderer.render(request)
                let plain = colorDepth == .trueColor && unicode
                assertSnapshot(
                    of: frame, as: plain ? .frameText : .frameStyledWithoutColor,
                    named: "\(language.rawValue)-\(plain ? "" : unicode ? "nocolor-" : "ascii-")\(size)",
                    testName: testName, line: line)
            }
        }
    }

    /// The list focused, the preview of its selection beside it; one stack when not wide.
    func testListFocused() async throws {
        try await assertSplit(keys: ["down"], sizes: [Self.wide] + Self.collapsed)
    }

    /// F6: the preview's column takes the keys, the list is dimmed.
    func testPreviewFocused() async throws {
        try await assertSplit(keys: ["down", "f6"])
    }

    /// The divider dragged by keys towards the list.
    func testDividerMoved() async throws {
        try await assertSplit(keys: ["down"] + Array(repeating: "ctrl-left", count: 6))
    }

    /// Enter on a demo: beside the list when wide, pushed over it when not.
    func testDemoOpened() async throws {
        try await assertSplit(keys: ["down", "enter"], sizes: [Self.wide] + Self.collapsed)
    }

    /// A link to a demo opens it in the secondary column.
    func testDeepLinkOpensTheDemoBesideTheList() async throws {
        try await assertSplit(.example("toasts"), keys: [])
    }

    func testWithoutColor() async throws {
        try await assertSplit(keys: ["down", "enter"], colorDepth: .none)
    }

    func testInASCII() async throws {
        try await assertSplit(keys: ["down", "enter", "f6"], colorDepth: .none, unicode: false)
    }

    /// Wide with a demo open, narrowed (the demo on top of the list), widened again: the
    /// same demo beside the list, scrolled where it was.
    func testCollapseThenExpandRestores() async throws {
        for language in Language.allCases {
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: .examples, size: Self.wide,
                    options: LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest()),
                    keys: ["down", "enter", "down", "down", "down"].map { KeyNames.parse($0)! }))
            await pilot.settle()
            let before = pilot.frame
            pilot.resize(to: Self.collapsed[0])
            await pilot.settle()
            assertSnapshot(of: pilot.frame, as: .frameText, named: "\(language.rawValue)-collapsed-80x24")
            pilot.resize(to: Self.wide)
            await pilot.settle()
            XCTAssertEqual(pilot.frame.text, before.text, "expanded again as it was")
            assertSnapshot(of: pilot.frame, as: .frameText, named: "\(language.rawValue)-expanded-150x45")
        }
    }
}
