import Observation
import XCTest

@testable import TUIKit

/// A view that counts its renders and the keys it is offered.
@MainActor
private final class ContentProbe {
    var renders = 0
    var keys: [KeyEvent] = []
}

@MainActor
private struct ProbeView: View {
    let probe: ContentProbe

    func render(in area: Rect, frame: Frame) {
        probe.renders += 1
        frame.canvas.write("content", at: area.origin, clip: area)
    }

    var bindings: [KeyBinding] {
        [
            .anyKey { key in
                probe.keys.append(key)
                return true
            }
        ]
    }
}

/// Views one above the other, a row each.
@MainActor
private struct VStack: View {
    let rows: [any View]

    init(_ rows: [any View]) {
        self.rows = rows
    }

    func render(in area: Rect, frame: Frame) {
        for (index, row) in rows.enumerated() { row.render(in: area.row(index), frame: frame) }
    }
}

@MainActor
@Observable
private final class LoadingModel {
    var isLoading = true
}

/// A screen whose content loads behind a skeleton, driven by a model.
@MainActor
private struct LoadingScreenView: View {
    let model: LoadingModel

    func render(in area: Rect, frame: Frame) {
        Label("loaded").skeleton(isLoading: model.isLoading) { SkeletonBlock(width: 20) }
            .render(in: area, frame: frame)
    }
}

@MainActor
final class SkeletonTests: XCTestCase {
    private let shimmer = ShimmerConfiguration(
        movingAnimationDuration: .seconds(1),
        delayBetweenAnimationLoops: .milliseconds(500),
        gradient: [ColorSet(.indexed(1)), ColorSet(.indexed(2)), ColorSet(.indexed(3))],
        gradientBackgroundColor: ColorSet(.indexed(9)),
        bandSize: 3
    )

    private func render(
        _ view: some View,
        width: Int = 10,
        height: Int = 1,
        at now: Duration,
        unicode: Bool = true
    ) -> (Canvas, Frame) {
        let frame = Frame(
            canvas: Canvas(size: Size(width: width, height: height)), theme: .dark, unicode: unicode, now: now)
        frame.render(view, in: frame.bounds)
        return (frame.canvas, frame)
    }

    func testTheBandDrawsItsCellsDenserAndInTheGradientsColors() async {
        // 10 + 3 - 1 = 12 steps in 1 s: at 500 ms the step is 6, the band on columns 4..<7.
        let (canvas, _) = render(SkeletonBlock(width: 10).shimmering(configuration: shimmer), at: .milliseconds(500))
        XCTAssertEqual(canvas.line(0), "░░░░░▓░░░░")
        XCTAssertEqual(
            (0..<10).map { canvas[$0, 0].style.foreground },
            [9, 9, 9, 9, 1, 2, 3, 9, 9, 9].map { Color.indexed($0) }
        )
    }

    func testRightToLeftRunsTheGradientTheOtherWay() async {
        var configuration = shimmer
        configuration.direction = .rightToLeft
        let (canvas, _) = render(
            SkeletonBlock(width: 10).shimmering(configuration: configuration), at: .milliseconds(500))
        XCTAssertEqual(
            (0..<10).map { canvas[$0, 0].style.foreground },
            [9, 9, 9, 3, 2, 1, 9, 9, 9, 9].map { Color.indexed($0) },
            "the band's columns 3..<6, its first stop on the right, where it comes from"
        )
    }

    func testDuringThePausePlaceholdersTakeTheBackgroundColorOnly() async {
        let (canvas, context) = render(
            SkeletonBlock(width: 10).shimmering(configuration: shimmer), at: .milliseconds(1200))
        XCTAssertEqual(canvas.line(0), "░░░░░░░░░░")
        XCTAssertTrue((0..<10).allSatisfy { canvas[$0, 0].style.foreground == .indexed(9) })
        XCTAssertEqual(context.nextFrame, .milliseconds(1500), "the next frame is the next loop's first")
    }

    func testWithoutUnicodeThePlaceholderUsesASCII() async {
        var configuration = shimmer
        configuration.gradient = ShimmerConfiguration.defaultGradient
        configuration.bandSize = 5
        // 14 steps: at 500 ms the step is 7, the band on columns 3..<8.
        let (canvas, _) = render(
            SkeletonBlock(width: 10).shimmering(configuration: configuration), at: .milliseconds(500), unicode: false)
        XCTAssertEqual(canvas.line(0), "....+#+...")
        let (unicode, _) = render(
            SkeletonBlock(width: 10).shimmering(configuration: configuration), at: .milliseconds(500))
        XCTAssertEqual(unicode.line(0), "░░░░▒▓▒░░░")
    }

    func testTextUnderTheBandIsTintedAndSpacesAreLeftAlone() async {
        let (canvas, _) = render(Label("ab  cdefgh").shimmering(configuration: shimmer), at: .milliseconds(500))
        XCTAssertEqual(canvas.line(0), "ab  cdefgh", "only placeholder glyphs change")
        XCTAssertEqual(canvas[4, 0].style.foreground, .indexed(1))
        XCTAssertNil(canvas[3, 0].style.foreground, "a space under the band")
        XCTAssertNil(canvas[0, 0].style.foreground, "text outside the band")
    }

    func testAFrameIsRequestedWhenTheBandNextMovesButNotSoonerThanTheFrameInterval() async {
        let (_, context) = render(SkeletonBlock(width: 10).shimmering(configuration: shimmer), at: .milliseconds(500))
        // Step 7 starts at ceil(7 / 12 s) = 583.333334 ms.
        XCTAssertEqual(context.nextFrame, .nanoseconds(583_333_334))
        var fast = shimmer
        fast.bandSize = 0.3
        let (_, wide) = render(SkeletonBlock(width: 200).shimmering(configuration: fast), width: 200, at: .zero)
        XCTAssertEqual(wide.nextFrame, Frame.frameInterval, "a cell every few ms still draws at 30 fps")
    }

    func testOnlyTheCellsUnderTheBandChangeBetweenFrames() async {
        var configuration = shimmer
        configuration.bandSize = 0.3
        let view = LoadingView(blocks: [LoadingViewBlock(height: 1, repetition: .fill) { _ in SkeletonBlock() }])
            .shimmering(configuration: configuration)
        let times: [Duration] = [.milliseconds(400), .milliseconds(433)]
        let frames = times.map { render(view, width: 60, height: 4, at: $0).0 }
        let bands = times.compactMap { configuration.band(at: $0, width: 60)?.columns }
        XCTAssertEqual(bands.count, 2)
        var changed = Set<Int>()
        for y in 0..<4 {
            for x in 0..<60 where frames[0][x, y] != frames[1][x, y] { changed.insert(x) }
        }
        XCTAssertFalse(changed.isEmpty)
        XCTAssertTrue(changed.allSatisfy { bands[0].contains($0) || bands[1].contains($0) }, "changed: \(changed)")
    }

    func testTheBandCrossesOnlyTheColumnsTheContentDrewIn() async {
        let centered = VStack([
            SkeletonBlock(width: 4, alignment: .center), SkeletonBlock(width: 8, alignment: .center),
        ])
        // Columns 6..<14 of 20: a 3-cell band takes 10 steps of 100 ms; at 450 ms it is at step 4.
        let (canvas, context) = render(
            centered.shimmering(configuration: shimmer), width: 20, height: 2, at: .milliseconds(450))
        XCTAssertEqual(canvas.line(1), "      ░░░▓░░░░      ", "three stops: edge, center, edge")
        XCTAssertEqual(canvas[8, 1].style.foreground, .indexed(1))
        XCTAssertEqual(canvas[10, 1].style.foreground, .indexed(3))
        XCTAssertEqual(context.nextFrame, .milliseconds(500))
        XCTAssertEqual(Shimmer<Label>.drawnColumns(in: canvas.bounds, of: canvas), 6..<14)

        let (_, blank) = render(Label("").shimmering(configuration: shimmer), at: .milliseconds(450))
        XCTAssertNil(blank.nextFrame, "nothing drawn, nothing to shimmer, no frames")
    }

    func testAnInactiveShimmerDrawsTheContentAsItIsAndAsksForNothing() async {
        let (canvas, context) = render(
            SkeletonBlock(width: 10).shimmering(active: false, configuration: shimmer), at: .milliseconds(500))
        XCTAssertEqual(canvas.line(0), "░░░░░░░░░░")
        XCTAssertNil(context.nextFrame)
    }

    func testTheSkeletonShowsThePlaceholderOnlyWhileLoading() async {
        let probe = ContentProbe()
        var placeholders = 0
        let loading = ProbeView(probe: probe).skeleton(isLoading: true, configuration: shimmer) {
            placeholders += 1
            return SkeletonBlock(width: 4)
        }
        let (frame, context) = render(loading, at: .milliseconds(500))
        XCTAssertEqual(frame.line(0), "░░▓░      ", "the band crosses the four drawn cells")
        XCTAssertEqual(probe.renders, 0)
        XCTAssertNotNil(context.nextFrame, "the shimmer runs")
        XCTAssertFalse(loading.bindings.handle(KeyEvent(.down)), "no keys to content that is not there")
        XCTAssertEqual(probe.keys, [])

        let loaded = ProbeView(probe: probe).skeleton(isLoading: false, configuration: shimmer) {
            placeholders += 1
            return SkeletonBlock(width: 4)
        }
        let (content, idle) = render(loaded, at: .milliseconds(500))
        XCTAssertEqual(content.line(0), "content   ")
        XCTAssertEqual(placeholders, 1, "the placeholder is built only while loading")
        XCTAssertNil(idle.nextFrame, "no animation once loaded")
        XCTAssertTrue(loaded.bindings.handle(KeyEvent(.down)))
        XCTAssertEqual(probe.keys, [KeyEvent(.down)])
    }

    func testTheWindowKeepsAFrameTimerOnlyWhileTheSkeletonIsLoadingAndVisible() async {
        let model = LoadingModel()
        let screen = HostingController(rootView: LoadingScreenView(model: model))
        let navigation = NavigationController(rootViewController: screen)
        let pilot = makePilot(root: navigation)
        XCTAssertTrue(pilot.text.contains("░░░░"))
        XCTAssertEqual(pilot.clock.pendingCount, 1, "visible and loading: one frame timer")

        navigation.push(controller: RecordingScreen("cover", log: EventLog()), isAnimated: false, completion: nil)
        pilot.redraw()
        XCTAssertEqual(pilot.clock.pendingCount, 0, "covered: nothing draws the shimmer, so no timer")

        navigation.pop(isAnimated: false, completion: nil)
        pilot.redraw()
        XCTAssertEqual(pilot.clock.pendingCount, 1, "visible again")

        model.isLoading = false
        await pilot.settle()
        XCTAssertTrue(pilot.text.contains("loaded"))
        XCTAssertEqual(pilot.clock.pendingCount, 0, "loaded: the timer is gone")
    }

    func testTheShimmerFollowsTheClockFrameByFrame() async {
        let model = LoadingModel()
        let pilot = makePilot(root: HostingController(rootView: LoadingScreenView(model: model)))
        let first = pilot.frame
        pilot.advance(by: .milliseconds(200))
        XCTAssertNotEqual(pilot.frame, first, "the frame timer redrew with the band elsewhere")
        XCTAssertEqual(pilot.clock.pendingCount, 1)
    }

    func testLoadingViewRepeatsBlocksAsTheySay() async {
        var indices: [Int] = []
        let view = LoadingView(
            blocks: [
                LoadingViewBlock(height: 1) { _ in Label("header") },
                LoadingViewBlock(height: 1, repetition: .times(2)) { Label("twice \($0)") },
                LoadingViewBlock(height: 2, repetition: .fill) { index in
                    indices.append(index)
                    return Label("row \(index)")
                },
            ],
            spacing: 1
        )
        let (canvas, _) = render(view, width: 10, height: 12, at: .zero)
        XCTAssertEqual(
            canvas.text.split(separator: "\n", omittingEmptySubsequences: false),
            ["header", "", "twice 0", "", "twice 1", "", "row 0", "", "", "row 1", "", ""]
        )
        XCTAssertEqual(indices, [0, 1], "only whole blocks, as a list shows only whole rows")
    }

    func testSkeletonRowsFollowTheListsLayout() async {
        let (canvas, _) = render(SkeletonRow(titleWidth: 4, subtitleWidth: 6), width: 12, height: 3, at: .zero)
        XCTAssertEqual(canvas.text, "   ░░░░\n   ░░░░░░\n")
        let (icon, _) = render(SkeletonRow(titleWidth: 3, subtitleWidth: nil, hasIcon: true), width: 12, at: .zero)
        XCTAssertEqual(icon.text, "   ░ ░░░")
        XCTAssertEqual(SkeletonRow(variant: 1).height, 3)
        XCTAssertEqual(SkeletonRow(variant: -1, hasSubtitle: false).height, 1)
    }
}
