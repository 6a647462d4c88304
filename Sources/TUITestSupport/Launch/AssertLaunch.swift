import Foundation
import XCTest

/// Exec → first frame of the app's executable, against the bare-ncurses floor measured
/// beside it: the fastest of `runs` of each, as a ratio, compared with the saved baseline
/// (`LaunchBaseline`). Fails when the ratio grew past the baseline's by more than
/// `tolerance` (1.0: twice the baseline), naming both figures; records the baseline when it is
/// missing, or when `LAUNCH_BASELINE_RECORD=all`. Runs the real executable in a
/// pseudo-terminal with a throwaway home.
///
/// ```swift
/// func testLaunch() throws {
///     try assertLaunch(.app)                      // the main screen, against ncurses' `clear`
/// }
/// ```
///
/// - Parameters:
///   - arguments: the app's arguments (a route to open); the app's `ready-marker` with the
///     same arguments says what its first frame shows, unless `marker` does.
@discardableResult
public func assertLaunch(
    _ app: AppUnderTest,
    arguments: [String] = [],
    marker: String? = nil,
    floor: LaunchFloor = .ncursesClear,
    runs: Int = 10,
    tolerance: Double = 1.0,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) throws -> LaunchMeasurement {
    let marker = try marker ?? app.readyMarker(arguments)
    let home = try TemporaryHome()
    let measured = try LaunchMeasurement.measure(
        app: app, arguments: arguments, marker: marker, floor: floor, runs: runs, home: home)
    let url = LaunchBaseline.url(file: file, testName: testName)
    let mode = LaunchBaseline.Mode.current
    let baseline = try LaunchBaseline.read(url)
    print("Launch of \(app.executable) \(arguments.joined(separator: " ")): \(measured.description)")
    guard let baseline, mode != .all else {
        if mode == .never {
            XCTFail(
                "no launch baseline at \(url.path) (LAUNCH_BASELINE_RECORD=never); measured \(measured.description)",
                file: file, line: line)
            return measured
        }
        try LaunchBaseline.write(measured, to: url)
        print("Recorded the launch baseline \(url.path): \(measured.description). Review and commit it.")
        return measured
    }
    XCTAssertEqual(
        baseline.floor, measured.floor, "the baseline \(url.path) was measured against another floor", file: file,
        line: line)
    if let problem = LaunchBaseline.problem(measured: measured, baseline: baseline, tolerance: tolerance) {
        XCTFail(
            "\(app.executable) \(problem) (\(url.path); LAUNCH_BASELINE_RECORD=all records it again)", file: file,
            line: line)
    }
    return measured
}
