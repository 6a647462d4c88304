import XCTest

@testable import TUIKit

/// The arithmetic under the charts and progress bars: eighth blocks, nice ticks, scales,
/// braille dots, where bars go, and where the indeterminate band is at each moment.
final class ChartLogicTests: XCTestCase {
    // MARK: Eighth blocks

    func testEighthsRoundToTheNearestEighthOfTheWholeBar() {
        XCTAssertEqual(EighthBlocks.eighths(of: 0, cells: 10), 0)
        XCTAssertEqual(EighthBlocks.eighths(of: 1, cells: 10), 80)
        XCTAssertEqual(EighthBlocks.eighths(of: 0.56, cells: 10), 45)  // 44.8
        XCTAssertEqual(EighthBlocks.eighths(of: -0.5, cells: 10), 0)
        XCTAssertEqual(EighthBlocks.eighths(of: 2, cells: 10), 80)
        XCTAssertEqual(EighthBlocks.eighths(of: .nan, cells: 10), 0)
        XCTAssertEqual(EighthBlocks.eighths(of: 0.5, cells: 0), 0)
    }

    func testFillsAreWholeCellsThenOnePartThenEmpty() {
        XCTAssertEqual(EighthBlocks.fills(eighths: 19, cells: 4), [8, 8, 3, 0])
        XCTAssertEqual(EighthBlocks.fills(eighths: 0, cells: 3), [0, 0, 0])
        XCTAssertEqual(EighthBlocks.fills(eighths: 40, cells: 3), [8, 8, 8])
    }

    func testGlyphsGrowByEighthsAndASCIIByWholeCells() {
        XCTAssertEqual((0...8).map { EighthBlocks.horizontalGlyph($0, unicode: true) }.joined(), " ▏▎▍▌▋▊▉█")
        XCTAssertEqual((0...8).map { EighthBlocks.verticalGlyph($0, unicode: true) }.joined(), " ▁▂▃▄▅▆▇█")
        XCTAssertEqual((0...8).map { EighthBlocks.horizontalGlyph($0, unicode: false) }.joined(), "----#####")
        XCTAssertEqual((0...8).map { EighthBlocks.verticalGlyph($0, unicode: false) }.joined(), " ..--==##")
    }

    // MARK: Ticks and scales

    func testNiceTicksAreRoundStepsCoveringTheData() {
        let ticks = AxisTicks.nice(covering: 0...37, count: 5)
        XCTAssertEqual(ticks.step, 10)
        XCTAssertEqual(ticks.bounds, 0...40)
        XCTAssertEqual(ticks.values, [0, 10, 20, 30, 40])
        XCTAssertEqual(AxisTicks.nice(covering: 3...97, count: 3).values, [0, 50, 100])
        XCTAssertEqual(AxisTicks.nice(covering: 0.12...0.83, count: 5).step, 0.2)
        XCTAssertEqual(AxisTicks.nice(covering: -7...12, count: 5).bounds, -10...15)
    }

    func testOneValueStillGivesAnAxisWithHeight() {
        XCTAssertEqual(AxisTicks.nice(covering: 48...48, count: 3).bounds, 0...60)
        XCTAssertEqual(AxisTicks.nice(covering: 0...0, count: 3).bounds, 0...1)
        XCTAssertEqual(AxisTicks.nice(covering: -4 ... -4, count: 3).bounds, -4...0)
    }

    func testTickLabelsHaveTheDecimalsTheStepNeeds() {
        XCTAssertEqual(AxisTicks(bounds: 0...40, step: 10).label(20), "20")
        XCTAssertEqual(AxisTicks(bounds: 0...1, step: 0.5).label(0.5), "0.5")
        XCTAssertEqual(AxisTicks(bounds: 0...0.2, step: 0.05).label(0.15), "0.15")
        XCTAssertEqual(AxisTicks(bounds: -1...0, step: 0.5).label(-0.0000001), "0.0")
    }

    func testAScalePlacesValuesBetweenItsEndsAndHoldsOthersThere() {
        let scale = ChartScale(bounds: 0...10, steps: 11)
        XCTAssertEqual(scale.place(of: 0), 0)
        XCTAssertEqual(scale.place(of: 5), 5)
        XCTAssertEqual(scale.place(of: 10), 10)
        XCTAssertEqual(scale.place(of: -3), 0)
        XCTAssertEqual(scale.place(of: 30), 10)
        XCTAssertEqual(scale.fraction(of: 2.5), 0.25)
    }

    func testABarOfAnyValueAboveZeroShowsAtLeastAnEighth() {
        let scale = ChartScale(bounds: 0...100, steps: 32)
        XCTAssertEqual(scale.length(of: 0), 0)
        XCTAssertEqual(scale.length(of: 0.1), 1)
        XCTAssertEqual(scale.length(of: 50), 16)
        XCTAssertEqual(scale.length(of: 100), 32)
        XCTAssertEqual(ChartScale(bounds: 5...5, steps: 8).length(of: 5), 0)
    }

    // MARK: Braille

    func testEachDotHasItsBrailleBit() {
        // Dots 1, 2, 3 down the left column, 4, 5, 6 down the right, 7 and 8 along the bottom.
        let bits = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)].map {
            BrailleGrid.bit(x: $0.0, y: $0.1)
        }
        XCTAssertEqual(bits, [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80])
        XCTAssertEqual(BrailleGrid.character(0), "⠀")
        XCTAssertEqual(BrailleGrid.character(0x01), "⠁")
        XCTAssertEqual(BrailleGrid.character(0x80), "⢀")
        XCTAssertEqual(BrailleGrid.character(0xFF), "⣿")
    }

    func testDotsLandInTheirCellsAndOffTheGridIsIgnored() {
        var grid = BrailleGrid(width: 2, height: 2)
        XCTAssertEqual(grid.dotWidth, 4)
        XCTAssertEqual(grid.dotHeight, 8)
        grid.set(x: 3, y: 7)
        grid.set(x: 0, y: 0)
        grid.set(x: 4, y: 0)
        grid.set(x: -1, y: 2)
        XCTAssertEqual(grid.mask(column: 0, row: 0), 0x01)
        XCTAssertEqual(grid.mask(column: 1, row: 1), 0x80)
        XCTAssertEqual(grid.mask(column: 1, row: 0), 0)
        XCTAssertEqual(grid.mask(column: 0, row: 1), 0)
    }

    func testALineSetsEveryDotBetweenItsEnds() {
        var flat = BrailleGrid(width: 2, height: 1)
        flat.line(from: (0, 3), to: (3, 3))
        XCTAssertEqual(flat.mask(column: 0, row: 0), 0xC0)
        XCTAssertEqual(flat.mask(column: 1, row: 0), 0xC0)
        var diagonal = BrailleGrid(width: 1, height: 1)
        diagonal.line(from: (1, 3), to: (0, 0))
        // From the bottom right to the top left, one dot a row.
        XCTAssertEqual(String(BrailleGrid.character(diagonal.mask(column: 0, row: 0))), "⢣")
        var steep = BrailleGrid(width: 1, height: 2)
        steep.line(from: (0, 0), to: (0, 7))
        XCTAssertEqual(steep.mask(column: 0, row: 0), 0x47)
        XCTAssertEqual(steep.mask(column: 0, row: 1), 0x47)
    }

    // MARK: Bar chart layout

    func testBarsAreAsWideAsTheyMayBeAndAGapApart() {
        let layout = BarChartLayout(count: 3, width: 20, maxBarWidth: 7, gap: 1)
        XCTAssertEqual(layout.barWidth, 6)
        XCTAssertEqual(layout.shown, 0..<3)
        XCTAssertEqual(layout.usedWidth, 20)
        XCTAssertEqual(layout.offset(ofBar: 2), 14)
        let narrow = BarChartLayout(count: 3, width: 40, maxBarWidth: 5)
        XCTAssertEqual(narrow.barWidth, 5)
        XCTAssertEqual(narrow.usedWidth, 17)
    }

    func testTooManyBarsLoseTheirGapThenShowTheNewest() {
        XCTAssertEqual(BarChartLayout(count: 6, width: 8).gap, 0)
        XCTAssertEqual(BarChartLayout(count: 6, width: 8).shown, 0..<6)
        let crowded = BarChartLayout(count: 20, width: 8)
        XCTAssertEqual(crowded.barWidth, 1)
        XCTAssertEqual(crowded.shown, 12..<20)
    }

    func testTheSelectedBarStaysInSight() {
        let layout = BarChartLayout(count: 20, width: 8, keeping: 3)
        XCTAssertEqual(layout.shown, 3..<11)
        XCTAssertEqual(BarChartLayout(count: 20, width: 8, keeping: 15).shown, 12..<20)
    }

    func testAColumnNamesItsBarAndAGapTheBarBefore() {
        let layout = BarChartLayout(count: 3, width: 11, maxBarWidth: 3, gap: 1)
        XCTAssertEqual(layout.barWidth, 3)
        XCTAssertEqual((0..<12).map { layout.bar(atOffset: $0) }, [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2])
        XCTAssertNil(layout.bar(atOffset: 12))
        XCTAssertNil(layout.bar(atOffset: -1))
        XCTAssertEqual(BarChartLayout(count: 0, width: 10).shown, 0..<0)
    }

    func testABarsValueReadsWholeOrToATenth() {
        XCTAssertEqual(BarChart.text(of: 3), "3")
        XCTAssertEqual(BarChart.text(of: 0.44), "0.4")
        XCTAssertEqual(BarChart.text(of: 2.96), "3")
        XCTAssertEqual(BarChart.text(of: -1.25), "-1.3")
        XCTAssertEqual(BarChart.text(of: -0.01), "0")
        XCTAssertEqual(BarChart.text(of: .infinity), "?")
    }

    // MARK: The indeterminate band

    func testTheBandGoesThereAndBackOneCellAStep() {
        // A 10-cell track and a 4-cell band: 6 steps there, 6 back, in 1.2 s.
        let band = ActivityBand(width: 4, period: .milliseconds(1200))
        let starts = (0..<13).map { band.columns(at: .milliseconds(100 * $0), trackWidth: 10).lowerBound }
        XCTAssertEqual(starts, [0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 0])
        XCTAssertEqual(band.columns(at: .milliseconds(350), trackWidth: 10), 3..<7)
    }

    func testTheBandAsksForTheMomentItNextMoves() {
        let band = ActivityBand(width: 4, period: .milliseconds(1200))
        XCTAssertEqual(band.timeUntilNextMove(at: .zero, trackWidth: 10), .milliseconds(100))
        XCTAssertEqual(band.timeUntilNextMove(at: .milliseconds(130), trackWidth: 10), .milliseconds(70))
        XCTAssertNil(band.timeUntilNextMove(at: .zero, trackWidth: 4), "no room to move: no frames")
    }

    func testAStillBandStandsInTheMiddle() {
        let band = ActivityBand(width: 4)
        XCTAssertEqual(band.stillColumns(trackWidth: 10), 3..<7)
        XCTAssertEqual(band.stillColumns(trackWidth: 3), 0..<3)
        XCTAssertEqual(band.columns(at: .seconds(5), trackWidth: 3), 0..<3)
    }
}
