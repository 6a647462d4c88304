import XCTest

@testable import TUIKit

/// Reduced motion (`Window.reducesMotion`, handed to every `Frame`): each animation shows
/// its still state at once and asks for no frames of its own.
@MainActor
final class ReducedMotionTests: XCTestCase {
    private let shimmer = ShimmerConfiguration(
        movingAnimationDuration: .seconds(1),
        delayBetweenAnimationLoops: .milliseconds(500),
        gradient: [ColorSet(.indexed(1)), ColorSet(.indexed(2)), ColorSet(.indexed(3))],
        gradientBackgroundColor: ColorSet(.indexed(9)),
        bandSize: 3
    )

    /// A frame at `now`; after `previous`, with the view state that frame handed on.
    private func frame(width: Int = 10, at now: Duration, reducesMotion: Bool, after previous: Frame? = nil) -> Frame {
        let frame = Frame(
            canvas: Canvas(size: Size(width: width, height: 1)), theme: .dark, now: now, reducesMotion: reducesMotion)
        if let previous { frame.keptStates = previous.usedStates }
        return frame
    }

    func testTheShimmerStaysStillAndSchedulesNothing() async {
        let moving = frame(at: .milliseconds(500), reducesMotion: false)
        moving.render(SkeletonBlock(width: 10).shimmering(configuration: shimmer), in: moving.bounds)
        XCTAssertNotNil(moving.nextFrame, "the band moves without reduced motion")
        XCTAssertTrue((0..<10).contains { moving.canvas[$0, 0].style.foreground == .indexed(1) })

        let still = frame(at: .milliseconds(500), reducesMotion: true)
        still.render(SkeletonBlock(width: 10).shimmering(configuration: shimmer), in: still.bounds)
        XCTAssertNil(still.nextFrame)
        XCTAssertEqual(still.canvas.line(0), "░░░░░░░░░░", "the placeholder, still")
        XCTAssertFalse(
            (0..<10).contains { [1, 2, 3].map(Color.indexed).contains(still.canvas[$0, 0].style.foreground) })
    }

    func testASpinnerShowsItsFirstGlyphAndSchedulesNothing() async {
        for time in [Duration.zero, .milliseconds(170), .milliseconds(410)] {
            let still = frame(at: time, reducesMotion: true)
            still.render(Spinner(), in: still.bounds)
            XCTAssertEqual(still.canvas[0, 0].symbol, "⠋")
            XCTAssertNil(still.nextFrame)
        }
        let turning = frame(at: .milliseconds(170), reducesMotion: false)
        turning.render(Spinner(), in: turning.bounds)
        XCTAssertEqual(turning.canvas[0, 0].symbol, "⠹")
        XCTAssertNotNil(turning.nextFrame)
    }

    func testAnAnimatedValueJumpsToItsTarget() async {
        for reduces in [false, true] {
            let first = frame(at: .zero, reducesMotion: reduces)
            _ = first.animated(0, key: "thumb")
            let next = frame(at: .milliseconds(50), reducesMotion: reduces, after: first)
            let shown = next.animated(10, key: "thumb")
            if reduces {
                XCTAssertEqual(shown, 10)
                XCTAssertNil(next.nextFrame)
            } else {
                XCTAssertLessThan(shown, 10, "still on its way 50 ms in")
                XCTAssertNotNil(next.nextFrame)
            }
        }
    }

    func testASheetRestsAtOnceAndAClosingOneIsGoneAtOnce() async {
        var movement = SheetMovement()
        movement.begin(from: 0)
        XCTAssertEqual(movement.height(toward: 12, at: .milliseconds(5), instant: true), 12)
        XCTAssertFalse(movement.isMoving(at: .milliseconds(5)))
        movement.beginFromCurrentHeight()
        XCTAssertEqual(movement.height(toward: 0, at: .milliseconds(9), instant: true), 0)
        XCTAssertTrue(movement.hasFinished(at: .milliseconds(9)))

        var eased = SheetMovement()
        eased.begin(from: 0)
        XCTAssertEqual(eased.height(toward: 12, at: .milliseconds(5)), 0, "without reduced motion it starts low")
        XCTAssertTrue(eased.isMoving(at: .milliseconds(50)))
    }

    func testAToastShowsWholeFromItsFirstFrameAndAsksForNoAnimationFrame() async throws {
        let screen = RecordingScreen("screen", log: EventLog())
        screen.navigationBarItem = .title("Screen")
        let pilot = makePilot(
            root: CustomTabBarController(controllers: [NavigationController(rootViewController: screen)]))
        pilot.window.reducesMotion = true
        screen.showToast(
            with: ToastItem(
                viewItem: ToastViewItem(style: .information, message: "from the top"), toastType: .local,
                direction: .top))
        pilot.redraw()
        XCTAssertEqual(pilot.clock.pendingCount, 1, "the leave timer only, no animation frame")
        let row = try XCTUnwrap(
            (0..<pilot.frame.size.height).first { pilot.frame.line($0).contains("from the top") }, pilot.text)
        XCTAssertTrue(pilot.frame.line(row - 1).contains("╭"), "whole at once: its top border\n\(pilot.text)")
        XCTAssertTrue(pilot.frame.line(row + 1).contains("╰"), "and its bottom border\n\(pilot.text)")
    }
}
