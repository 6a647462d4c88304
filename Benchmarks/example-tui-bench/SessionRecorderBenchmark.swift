import ExampleApp
import Foundation
import Storage
import TUIKit

/// What keeping the session for a bug report costs (`BENCH_ONLY=bugreport`): key → frame
/// through the window's host (which feeds `SessionRecorder`), in an app with the recorder
/// and one without, in alternating blocks; the Examples list's move (a few rows change) and
/// the table demo's page (nearly every row changes). Then what the recorder holds after
/// those keys, and what saving a report of a full recorder takes.
@MainActor
enum SessionRecorderBenchmark {
    struct Row {
        var name: String
        var off: Summary
        var on: Summary
        /// The recorder's work after each frame is on screen (µs).
        var after: Summary
    }

    struct Result {
        var rows: [Row] = []
        /// Entries and bytes the recorder held after the keys.
        var entries = 0
        var megabytes = Double.nan
        /// Encoding a full recorder's report (ms) and its size (MB).
        var saveMilliseconds = Double.nan
        var reportMegabytes = Double.nan
    }

    static func run(size: Size, keys: Int) throws -> Result {
        let directories = StorageDirectories.temporary()
        defer {
            if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        func app(recording: Bool, route: AppRoute) throws -> Pilot {
            var options = LaunchOptions(language: .en, directories: directories)
            options.recordsSession = recording
            let pilot = try AppPilot.make(FrameRenderer.Request(route: route, size: size, options: options))
            pilot.advance(by: .seconds(1))
            pilot.window.reducesMotion = true
            return pilot
        }
        var result = Result()
        for (name, route, pair) in [
            ("Examples move (↓ ↑)", AppRoute.examples, [KeyEvent(.down), KeyEvent(.up)]),
            ("table page (PgDn PgUp)", AppRoute.example("table"), [KeyEvent(.pageDown), KeyEvent(.pageUp)]),
        ] {
            let off = try app(recording: false, route: route)
            let on = try app(recording: true, route: route)
            var offTimes: [Double] = []
            var onTimes: [Double] = []
            var afterTimes: [Double] = []
            for index in 0..<(keys + 40) {
                let key = pair[index % 2]
                // Alternating blocks of 20, so both see the same spells of the machine.
                let useOn = (index / 20) % 2 == 1
                let (time, after) = keyToFrame(useOn ? on : off, key)
                guard index >= 40 else { continue }
                if useOn {
                    onTimes.append(time)
                    afterTimes.append(after)
                } else {
                    offTimes.append(time)
                }
            }
            result.rows.append(
                Row(name: name, off: Summary(offTimes), on: Summary(onTimes), after: Summary(afterTimes)))
            if let recorder = on.window.sessionRecorder {
                result.entries = recorder.count
                result.megabytes = Double(recorder.byteCount) / 1_048_576
                let start = monotonicNanoseconds()
                let recording = recorder.recording()
                let bytes = recording.events.reduce(0) { $0 + $1.data.utf8.count }
                result.saveMilliseconds = Double(monotonicNanoseconds() - start) / 1e6
                result.reportMegabytes = Double(bytes) / 1e6
            }
        }
        return result
    }

    /// One key through the host, as the run loop hands it over, to its frame presented (µs).
    /// Then the work after the frame (the recorder's keeping of it), timed apart (µs).
    private static func keyToFrame(_ pilot: Pilot, _ key: KeyEvent) -> (frame: Double, after: Double) {
        let start = monotonicNanoseconds()
        pilot.host.handle(.key(key))
        pilot.host.draw()
        let shown = monotonicNanoseconds()
        pilot.window.frameDidShow()
        let afterStart = monotonicNanoseconds()
        pilot.window.sessionRecorder?.commitFrame()
        let end = monotonicNanoseconds()
        return (Double(shown - start) / 1000, Double(end - afterStart) / 1000)
    }
}
