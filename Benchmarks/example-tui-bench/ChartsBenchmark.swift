import ExampleApp
import Foundation
import Observation
import TUIKit

/// Key → frame on the charts demo, and a frame of a 1,000-point line chart, each beside the
/// Examples list's move timed in blocks between its keys (`Yardstick`), as `RoutesBenchmark`
/// times every route.
@MainActor
enum ChartsBenchmark {
    typealias Row = KeyScenario

    static func run(size: Size, keys: Int, warmUp: Int) throws -> [Row] {
        let homes = BenchHomes()
        defer { homes.remove() }
        let yardstick = try homes.makeYardstick(size: size)

        // The demo after a minute of samples and a key of each kind, so every chart is full.
        let demo = try homes.pilot(at: .example("charts"), size: size)
        for key in ["x", "y", "z", "s"] {
            demo.press(named: key)
            demo.advance(by: .seconds(1))
        }
        for _ in 0..<60 { demo.advance(by: .seconds(1)) }
        let demoRow = KeyScenario.measure(
            "charts demo: ← → select a bar", pilot: demo, size: size, keys: keys, warmUp: warmUp, yardstick: yardstick
        ) {
            KeyEvent($0.isMultiple(of: 2) ? .left : .right)
        }

        // A line chart of 1,000 points that moves on by a point at each key, as a live one does.
        let clock = ManualClock()
        let window = Window(clock: clock)
        let model = LineModel(count: 1_000)
        window.showApplicationRoot(
            controller: HostingController(rootView: LineChartScreen(model: model)), animated: false)
        let chart = Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
        let chartRow = KeyScenario.measure(
            "line chart of 1,000 points: a new point", pilot: chart, size: size, keys: keys, warmUp: warmUp,
            yardstick: yardstick
        ) {
            _ in .character("n")
        }
        return [demoRow, chartRow]
    }
}

/// A live series of `count` points; each `advance()` drops the oldest and adds one.
@MainActor
@Observable
private final class LineModel {
    private(set) var values: [Double]
    private var step = 0

    init(count: Int) {
        values = (0..<count).map { Self.value(at: $0) }
        step = count
    }

    func advance() {
        values.removeFirst()
        values.append(Self.value(at: step))
        step += 1
    }

    private static func value(at step: Int) -> Double {
        50 + 40 * sin(Double(step) / 40) + Double(step % 7)
    }
}

/// The 1,000 points as one braille series over the whole screen.
@MainActor
private struct LineChartScreen: View {
    let model: LineModel

    var bindings: [KeyBinding] {
        [KeyBinding("n", "next point") { model.advance() }]
    }

    func render(in area: Rect, frame: Frame) {
        frame.render(LineChart(series: [ChartSeries("value", values: model.values)]), in: area)
    }
}
