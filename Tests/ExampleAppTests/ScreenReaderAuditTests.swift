import AppSupport
import SnapshotTesting
import Storage
import TUIKit
import TUITestSupport
import XCTest

@testable import ExampleApp

/// The screen-reader mode over the whole showcase (docs/accessibility.md, "Screen-reader
/// mode"): every route's first frame announces its focus (the terminal's cursor on the
/// focused element, with words on its line) and shows no decoration glyph; every overlay a
/// demo opens is announced on the live region with the cursor there, or takes the cursor
/// itself (a modal sheet's focused row). Snapshot references record a few screens as a
/// reader meets them, with the cursor.
@MainActor
final class ScreenReaderAuditTests: XCTestCase {
    private func options(_ language: Language = .en) -> LaunchOptions {
        var options = LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest())
        options.screenReader = true
        return options
    }

    private func render(
        _ route: AppRoute, keys: [String] = [], after: Duration = .zero, size: Size = Size(width: 80, height: 24),
        language: Language = .en
    ) async throws -> Canvas {
        try await FrameRenderer.render(
            FrameRenderer.Request(
                route: route, size: size, options: options(language), keys: keys.map { KeyNames.parse($0)! },
                after: after))
    }

    /// What is wrong with `frame` as a reader meets it, or nothing.
    private static func problems(in frame: Canvas) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.size.height {
            let glyphs = frame.line(y).filter(ScreenReader.isDecoration)
            if !glyphs.isEmpty { problems.append("row \(y) shows decoration '\(glyphs)'") }
        }
        guard let point = frame.cursor ?? frame.focus else { return problems + ["no focus for the cursor to follow"] }
        let words = frame.line(point.y).trimmingCharacters(in: .whitespaces)
        if words.isEmpty { problems.append("the cursor's line \(point.y) says nothing") }
        return problems
    }

    func testEveryRouteAnnouncesItsFocusAndShowsNoDecoration() async throws {
        var failures: [String] = []
        var report: [String] = []
        for route in AppRoute.all {
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(route: route, size: Size(width: 80, height: 24), options: options()))
            let frame = pilot.frame
            failures += Self.problems(in: frame).map { "\(route.url): \($0)" }
            // A chart, gauge or swatch drawn as glyphs, which the mode hid: the reader heard nothing.
            let hidden = pilot.run { pilot.window.screenReaderHiddenData }
            if !hidden.isEmpty { failures.append("\(route.url): drew '\(hidden.prefix(12))' instead of words") }
            if let point = frame.cursor ?? frame.focus {
                report.append("  \(route.url): '\(frame.line(point.y).trimmingCharacters(in: .whitespaces))'")
            }
        }
        print(
            "Screen-reader audit: \(AppRoute.all.count) routes; the cursor on words on every route, no decoration; "
                + "\(failures.count) failures\n" + report.joined(separator: "\n"))
        XCTAssertEqual(report.count, AppRoute.all.count)
        XCTAssertEqual(failures, [])
    }

    /// The overlays the demos open: the key that opens each, and what the live region says.
    private static let overlays: [(route: AppRoute, keys: [String], says: String)] = [
        // A loading state's end comes before what shows after it.
        (.example("toasts"), ["enter"], "Your profile syncs across your devices."),
        (.example("alerts"), ["enter"], "Alert: Draft saved"),
        (.example("screen-reader"), ["down", "enter"], "Saved to your profile"),
        (.example("error-state"), [], "Loading finished. Error: "),
        (.example("screen-reader"), ["down", "down", "enter"], "Value: 1"),
    ]

    func testEveryOverlayAndChangeIsAnnouncedWhereTheCursorIs() async throws {
        for overlay in Self.overlays {
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: overlay.route, options: options(), keys: overlay.keys.map { KeyNames.parse($0)! }))
            if overlay.keys.isEmpty { await pilot.wait(for: .seconds(2)) }
            let frame = pilot.frame
            let last = frame.size.height - 1
            XCTAssertTrue(
                frame.line(last).hasPrefix(overlay.says), "\(overlay.route.url): '\(frame.line(last))' \n\(frame.text)")
            XCTAssertEqual(frame.focus, Point(x: 0, y: last), overlay.route.url)
            XCTAssertNil(frame.cursor, overlay.route.url)
            XCTAssertEqual(Self.problems(in: frame), [], overlay.route.url)
        }
    }

    func testModalSheetsTakeTheCursorToTheirFocusedRow() async throws {
        for route in [AppRoute.example("bottom-sheet"), .example("floating-sheet")] {
            let pilot = try FrameRenderer.pilot(for: FrameRenderer.Request(route: route, options: options()))
            let before = pilot.frame
            pilot.press(named: "enter")
            await pilot.wait(for: .seconds(1))
            let frame = pilot.frame
            XCTAssertEqual(Self.problems(in: frame), [], route.url)
            let point = try XCTUnwrap(frame.cursor ?? frame.focus, route.url)
            XCTAssertNotEqual(frame.line(point.y), before.line(point.y), "\(route.url): the cursor is on the sheet")
        }
    }

    func testALoadingStateSaysItsEnd() async throws {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .example("screen-reader"), options: options(), keys: [.down, .down, .down]))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Loading"), pilot.text)
        await pilot.wait(for: ScreenReaderDemoViewModel.loadDuration)
        let frame = pilot.frame
        XCTAssertTrue(
            frame.line(frame.size.height - 1).hasPrefix("Loading finished"), frame.line(frame.size.height - 1))
        XCTAssertEqual(frame.focus, Point(x: 0, y: frame.size.height - 1))
    }

    // MARK: Snapshots: en and ru, 80x24 and 120x40, the cursor under the frame

    private static let reader: Snapshotting<Canvas, String> = SimplySnapshotting.lines.pullback { (canvas: Canvas) in
        let cursor = (canvas.cursor ?? canvas.focus).map { "(\($0.x), \($0.y))" } ?? "none"
        return FrameFormatter.text(of: canvas) + "\ncursor: \(cursor)" + (canvas.cursor == nil ? " hidden" : " shown")
    }

    private func assertReaderScreen(
        _ route: AppRoute, keys: [String] = [], after: Duration = .zero, testName: String = #function,
        line: UInt = #line
    ) async throws {
        for language in Language.allCases {
            for size in SnapshotMatrix.sizes {
                let frame = try await render(route, keys: keys, after: after, size: size, language: language)
                assertSnapshot(
                    of: frame, as: Self.reader, named: "\(language.rawValue)-\(size)", testName: testName, line: line)
            }
        }
    }

    func testExamplesList() async throws {
        try await assertReaderScreen(.examples)
    }

    func testTextFieldsForm() async throws {
        try await assertReaderScreen(.component("text-fields"), keys: ["tab", "a", "n", "n", "a", "@", "x"])
    }

    func testSwitches() async throws {
        try await assertReaderScreen(.component("switch"))
    }

    func testSettings() async throws {
        try await assertReaderScreen(.settings)
    }

    func testScreenReaderDemoAfterAToast() async throws {
        try await assertReaderScreen(.example("screen-reader"), keys: ["down", "enter"])
    }

    func testAnAlert() async throws {
        try await assertReaderScreen(.example("alerts"), keys: ["enter"])
    }
}
