import Foundation
import TUIKit
import TUITestSupport
import XCTest

/// The parts `assertAccessible` and `assertLaunch` fail by, on frames and figures made by
/// hand: each problem is found and named, and what is fine passes.
@MainActor
final class TestSupportAssertionsTests: XCTestCase {
    private static let grey = ColorSet(Color.rgb(120, 120, 120), name: "test.grey")
    private static let palette = AccessibilityPalette(theme: .dark, named: [grey])

    private func canvas(_ text: String, foreground: Color? = nil, attributes: TextAttributes = []) -> Canvas {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        canvas.write(text, at: Point(x: 1, y: 0), style: Style(foreground: foreground, attributes: attributes))
        return canvas
    }

    func testLowContrastTextIsFoundAndNamed() async {
        var report = AccessibilityReport()
        let problems = AccessibilityAudit.contrastProblems(
            in: canvas("dim", foreground: Self.grey.dark), palette: Self.palette, report: &report)
        XCTAssertEqual(problems.count, 3, "each cell of the word")
        XCTAssertTrue(problems[0].contains("test.grey on background"), problems[0])
        XCTAssertTrue(problems[0].contains("< 4.5"), problems[0])
        XCTAssertEqual(report.checkedCells, 3)
        var exempt = Self.palette
        exempt.exempt = ["test.grey"]
        var second = AccessibilityReport()
        XCTAssertEqual(
            AccessibilityAudit.contrastProblems(
                in: canvas("dim", foreground: Self.grey.dark), palette: exempt, report: &second), [])
        XCTAssertEqual(
            AccessibilityAudit.contrastProblems(in: canvas("plain"), palette: Self.palette, report: &second), [],
            "the default text colour on the default background passes")
    }

    func testTheFocusMustBeOnACellDrawnAsFocused() async {
        var plain = canvas("Save")
        XCTAssertEqual(
            AccessibilityAudit.focusProblem(in: plain, palette: Self.palette), "no focus for the cursor to follow")
        plain.focus = Point(x: 1, y: 0)
        XCTAssertEqual(
            AccessibilityAudit.focusProblem(in: plain, palette: Self.palette),
            "the focus (1, 0) is on a cell not drawn as focused ('S')")
        var bold = canvas("Save", attributes: [.bold])
        bold.focus = Point(x: 1, y: 0)
        XCTAssertNil(AccessibilityAudit.focusProblem(in: bold, palette: Self.palette))
        var editing = canvas("Save")
        editing.cursor = Point(x: 3, y: 0)
        XCTAssertNil(AccessibilityAudit.focusProblem(in: editing, palette: Self.palette), "an edit point is the focus")
    }

    func testALaunchPastTheBaselineByMoreThanTheToleranceFails() async {
        let baseline = LaunchMeasurement(appMilliseconds: 30, floorMilliseconds: 10, floor: "clear", runs: 10)
        let same = LaunchMeasurement(appMilliseconds: 45, floorMilliseconds: 15, floor: "clear", runs: 10)
        XCTAssertNil(LaunchBaseline.problem(measured: same, baseline: baseline, tolerance: 0.5), "3× either way")
        let slower = LaunchMeasurement(appMilliseconds: 50, floorMilliseconds: 10, floor: "clear", runs: 10)
        XCTAssertNil(LaunchBaseline.problem(measured: slower, baseline: baseline, tolerance: 1.0), "5× is within 6×")
        let problem = LaunchBaseline.problem(measured: slower, baseline: baseline, tolerance: 0.5)
        XCTAssertEqual(
            problem,
            "launches in 5.0× the floor, past 4.5× (the baseline's 3.0× and 50%): now 50.0 ms, 5.0× clear (10.0 ms), "
                + "fastest of 10, baseline 30.0 ms, 3.0× clear (10.0 ms), fastest of 10")
    }

    func testABaselineIsKeptUnderThePackagesTestsFolder() async throws {
        let url = LaunchBaseline.url(file: #filePath, testName: "testLaunch()")
        XCTAssertTrue(
            url.path.hasSuffix("Tests/__Baselines__/TestSupportAssertionsTests/testLaunch.launch.json"), url.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a/b.launch.json")
        XCTAssertNil(try LaunchBaseline.read(file))
        let measured = LaunchMeasurement(appMilliseconds: 12.5, floorMilliseconds: 2.5, floor: "clear", runs: 3)
        try LaunchBaseline.write(measured, to: file)
        XCTAssertEqual(try LaunchBaseline.read(file), measured)
    }
}
