import XCTest

@testable import TUIKit

/// Where the band is and what it shows at given times: a pure function of the clock.
@MainActor
final class ShimmerConfigurationTests: XCTestCase {
    /// A 1 s pass and a 0.5 s pause; a 4-cell band over 10 cells takes 13 steps.
    private func configuration(
        _ direction: ShimmerConfiguration.Direction = .leftToRight,
        bandSize: SkeletonLength = 4
    ) -> ShimmerConfiguration {
        ShimmerConfiguration(
            movingAnimationDuration: .seconds(1),
            delayBetweenAnimationLoops: .milliseconds(500),
            bandSize: bandSize,
            direction: direction
        )
    }

    func testLeftToRightEntersOnTheLeftAndLeavesOnTheRight() async {
        let shimmer = configuration()
        XCTAssertEqual(shimmer.band(at: .zero, width: 10)?.columns, -3..<1, "only the leading cell is in")
        XCTAssertEqual(shimmer.band(at: .milliseconds(500), width: 10)?.columns, 3..<7)
        XCTAssertEqual(shimmer.band(at: .milliseconds(999), width: 10)?.columns, 9..<13, "only the trailing cell")
    }

    func testRightToLeftMirrorsIt() async {
        let shimmer = configuration(.rightToLeft)
        XCTAssertEqual(shimmer.band(at: .zero, width: 10)?.columns, 9..<13)
        XCTAssertEqual(shimmer.band(at: .milliseconds(500), width: 10)?.columns, 3..<7)
        XCTAssertEqual(shimmer.band(at: .milliseconds(999), width: 10)?.columns, -3..<1)
    }

    func testNoBandDuringTheDelayBetweenLoopsThenTheNextLoopStarts() async {
        let shimmer = configuration()
        XCTAssertNil(shimmer.band(at: .milliseconds(1000), width: 10))
        XCTAssertNil(shimmer.band(at: .milliseconds(1499), width: 10))
        XCTAssertEqual(shimmer.band(at: .milliseconds(1500), width: 10)?.columns, -3..<1)
        XCTAssertEqual(shimmer.band(at: .milliseconds(3500), width: 10)?.columns, 3..<7, "every loop is the same")
        XCTAssertEqual(shimmer.loopDuration, .milliseconds(1500))
    }

    func testWithoutADelayLoopsFollowEachOther() async {
        var shimmer = configuration()
        shimmer.delayBetweenAnimationLoops = .zero
        XCTAssertEqual(shimmer.band(at: .milliseconds(1000), width: 10)?.columns, -3..<1)
    }

    func testBandSizeIsAShareOfTheWidthOrCells() async {
        XCTAssertEqual(configuration(bandSize: 0.3).bandWidth(forWidth: 80), 24)
        XCTAssertEqual(configuration(bandSize: 0.3).bandWidth(forWidth: 10), 3)
        XCTAssertEqual(configuration(bandSize: 0.5).band(at: .milliseconds(500), width: 20)?.width, 10)
        XCTAssertEqual(configuration(bandSize: 0.0).bandWidth(forWidth: 10), 1, "never narrower than a cell")
        XCTAssertEqual(configuration(bandSize: 2.0).bandWidth(forWidth: 10), 10, "never wider than the area")
        XCTAssertEqual(configuration(bandSize: 30).bandWidth(forWidth: 10), 10)
        XCTAssertEqual(ShimmerConfiguration.default.bandSize, .ratio(0.3))
    }

    func testStopsRunFromTheEdgeTheBandComesFrom() async {
        let right = ShimmerBand(start: 0, width: 10, direction: .leftToRight)
        XCTAssertEqual((0..<10).map { right.stop(atColumn: $0, of: 5) }, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        let left = ShimmerBand(start: 0, width: 10, direction: .rightToLeft)
        XCTAssertEqual((0..<10).map { left.stop(atColumn: $0, of: 5) }, [4, 4, 3, 3, 2, 2, 1, 1, 0, 0])
        XCTAssertNil(right.stop(atColumn: 10, of: 5))
        XCTAssertNil(right.stop(atColumn: -1, of: 5))
        XCTAssertNil(right.stop(atColumn: 3, of: 0))
    }

    func testTheMiddleOfTheGradientDrawsDensest() async {
        XCTAssertEqual((0..<5).map { ShimmerBand.density(ofStop: $0, of: 5) }, [0, 1, 2, 1, 0])
        XCTAssertEqual((0..<3).map { ShimmerBand.density(ofStop: $0, of: 3) }, [0, 2, 0])
        XCTAssertEqual((0..<2).map { ShimmerBand.density(ofStop: $0, of: 2) }, [2, 2], "a band always shows")
    }

    func testNextChangeIsTheNextCellStepOrTheNextLoop() async {
        let shimmer = configuration()
        // 13 steps in 1 s: the second starts at ceil(1e9 / 13) ns.
        XCTAssertEqual(shimmer.timeUntilNextChange(at: .zero, width: 10), .nanoseconds(76_923_077))
        let justBefore = Duration.nanoseconds(76_923_076)
        XCTAssertEqual(shimmer.timeUntilNextChange(at: justBefore, width: 10), .nanoseconds(1))
        XCTAssertEqual(shimmer.band(at: .nanoseconds(76_923_077), width: 10)?.columns, -2..<2)
        XCTAssertEqual(
            shimmer.timeUntilNextChange(at: .milliseconds(999), width: 10), .milliseconds(1), "the band leaves")
        XCTAssertEqual(shimmer.timeUntilNextChange(at: .milliseconds(1000), width: 10), .milliseconds(500))
        XCTAssertEqual(shimmer.timeUntilNextChange(at: .milliseconds(1200), width: 10), .milliseconds(300))
        XCTAssertNil(shimmer.timeUntilNextChange(at: .zero, width: 0), "nothing to animate")
    }

    func testEveryChangeFallsExactlyOnAReportedTime() async {
        let shimmer = configuration(bandSize: 0.3)
        var time = Duration.zero
        var previous = shimmer.band(at: time, width: 37)
        while time < .seconds(3) {
            let next = time + shimmer.timeUntilNextChange(at: time, width: 37)!
            XCTAssertEqual(shimmer.band(at: next - .nanoseconds(1), width: 37), previous, "no change before \(next)")
            let band = shimmer.band(at: next, width: 37)
            XCTAssertNotEqual(band, previous, "a change at \(next)")
            previous = band
            time = next
        }
    }

    func testLengthsResolveWithinTheSpaceThereIs() async {
        XCTAssertEqual(SkeletonLength.ratio(0.5).cells(in: 9), 5)
        XCTAssertEqual(SkeletonLength.cells(4).cells(in: 3), 3)
        XCTAssertEqual(SkeletonLength.cells(0).cells(in: 3), 1)
        XCTAssertEqual(SkeletonLength.ratio(.nan).cells(in: 3), 1)
        XCTAssertEqual(SkeletonLength.ratio(0.5).cells(in: 0), 0)
        let literal: SkeletonLength = 0.25
        XCTAssertEqual(literal, .ratio(0.25))
    }
}
