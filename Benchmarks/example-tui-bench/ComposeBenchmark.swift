import ExampleApp
import Storage
import TUIKit

/// `window.render(size:)` (compose) and presenting to a `VirtualTerminal` (the diff), on
/// the app's Examples screen, the dates demo's ticking clock and a push stopped halfway
/// (both screens drawn offscreen and shifted, every frame of a slide).
@MainActor
enum ComposeBenchmark {
    struct Result {
        let size: Size
        let scenario: String
        let compose: Summary
        let diff: Summary
        let total: Summary
        let cellsWritten: Double
    }

    static func run(size: Size, iterations: Int, warmUp: Int) throws -> [Result] {
        let request = FrameRenderer.Request(
            route: .examples, size: size, options: LaunchOptions(language: .en, directories: .temporary()))
        let pilot = try AppPilot.make(request)
        // The dates demo formats fourteen dates a frame and ticks once a second.
        var datesRequest = request
        datesRequest.route = .example("dates")
        let dates = try AppPilot.make(datesRequest)
        // The clock stays at the slide's midpoint, so every frame draws both screens.
        let sliding = try AppPilot.make(request)
        sliding.window.animatesTransitions = true
        sliding.press(KeyEvent(.enter))
        sliding.advance(by: .milliseconds(75))
        return [
            measure(pilot, size: size, scenario: "unchanged frame", iterations: iterations, warmUp: warmUp) { _ in },
            measure(pilot, size: size, scenario: "selection moves", iterations: iterations, warmUp: warmUp) { index in
                pilot.window.handle(.key(KeyEvent(index.isMultiple(of: 2) ? .down : .up)))
            },
            measure(dates, size: size, scenario: "dates clock tick", iterations: iterations, warmUp: warmUp) { _ in
                dates.clock.advance(by: .seconds(1))
            },
            measure(sliding, size: size, scenario: "push mid-slide", iterations: iterations, warmUp: warmUp) { _ in },
        ]
    }

    private static func measure(
        _ pilot: Pilot,
        size: Size,
        scenario: String,
        iterations: Int,
        warmUp: Int,
        between: (Int) -> Void
    ) -> Result {
        let window = pilot.window
        let terminal = pilot.terminal
        var compose: [Double] = []
        var diff: [Double] = []
        var total: [Double] = []
        var written = 0
        compose.reserveCapacity(iterations)
        diff.reserveCapacity(iterations)
        total.reserveCapacity(iterations)
        for index in 0..<(warmUp + iterations) {
            between(index)
            let start = monotonicNanoseconds()
            let canvas = window.render(size: size)
            let composed = monotonicNanoseconds()
            terminal.present(canvas)
            let end = monotonicNanoseconds()
            guard index >= warmUp else { continue }
            compose.append(Double(composed - start) / 1000)
            diff.append(Double(end - composed) / 1000)
            total.append(Double(end - start) / 1000)
            written += terminal.lastWriteCount
        }
        return Result(
            size: size,
            scenario: scenario,
            compose: Summary(compose),
            diff: Summary(diff),
            total: Summary(total),
            cellsWritten: Double(written) / Double(max(1, iterations))
        )
    }
}
