import ExampleApp
import Foundation
import Storage
import TUIKit

/// The table demo over a million generated rows (`BENCH_ONLY=table`): each key handled, its
/// frame composed and presented, as `RoutesBenchmark` times a key, beside the Examples list's
/// move timed in blocks between the keys (`Yardstick`); then a sort of the million rows off
/// the main actor with keys pressed while it runs, and the memory the demo adds.
@MainActor
enum TableBenchmark {
    typealias Scenario = KeyScenario

    struct Result {
        var scenarios: [Scenario] = []
        /// Wall time from `s` to the frame with the sorted rows (s).
        var sortSeconds = Double.nan
        /// Keys handled while the sort ran, and their key → frame times (µs).
        var keysDuringSort = Summary([])
        /// RSS added by opening the demo, and after its sort (MiB).
        var openMegabytes = Double.nan
        var sortedMegabytes = Double.nan
    }

    static func run(size: Size, repeats: Int) async throws -> Result {
        // 50 opens unless a profile asks for more (`BENCH_OPEN_REPEATS`).
        let openRepeats = Int(ProcessInfo.processInfo.environment["BENCH_OPEN_REPEATS"] ?? "") ?? min(repeats, 50)
        let directories = StorageDirectories.temporary()
        defer {
            if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let options = LaunchOptions(language: .en, directories: directories)
        let yardstick = try Yardstick(size: size, options: options)
        let pilot = try AppPilot.make(FrameRenderer.Request(route: .examples, size: size, options: options))
        pilot.advance(by: .seconds(1))
        // The app's tasks run on Swift's global pool, as in the app (the pilot puts them on
        // the main queue), so the sort is off the main actor.
        pilot.window.context.preferredExecutor = nil
        // Screens come and go at once: each open is timed to its whole first frame.
        pilot.window.reducesMotion = true
        var result = Result()
        // For scale: opening a screen that draws little (the Error state demo) costs about
        // twice the move too, which is the push and a whole new screen presented.
        selectEntry("Error state", pilot)
        result.scenarios.append(
            measure("for scale: open a plain screen (Error state)", pilot, size, yardstick, repeats: openRepeats) {
                index in
                if index > 0 { backToTheList(pilot, size: size) }
                return .enter
            })
        backToTheList(pilot, size: size)
        selectEntry("Table", pilot)
        let before = residentMegabytes()

        // Open: Enter on the Examples entry → the demo's first frame; Esc back, untimed.
        result.scenarios.append(
            measure("open (Enter on its entry)", pilot, size, yardstick, repeats: openRepeats) { index in
                if index > 0 { backToTheList(pilot, size: size) }
                return .enter
            })
        result.openMegabytes = residentMegabytes() - before
        let keys: [(String, [KeyEvent])] = [
            ("move (↓ ↑)", [.down, .up]),
            ("page (PgDn PgUp)", [.pageDown, .pageUp]),
            ("jump to the end and back (End Home)", [.end, .home]),
        ]
        for (name, pair) in keys {
            result.scenarios.append(
                measure(name, pilot, size, yardstick, repeats: repeats) { pair[$0 % 2] })
        }
        // The pairs above come back to rows the table drew a key before, whose cells it keeps;
        // paging on from the top shows a screen of rows it never drew at every key.
        _ = RoutesBenchmark.keyToFrame(pilot, .home, size: size)
        result.scenarios.append(
            measure("page into rows not drawn before (PgDn)", pilot, size, yardstick, repeats: repeats) { _ in
                .pageDown
            })
        _ = RoutesBenchmark.keyToFrame(pilot, .home, size: size)
        // A search character: `/` and Esc around it, untimed; the name column has the focus.
        _ = RoutesBenchmark.keyToFrame(pilot, .right, size: size)
        let letters: [Character] = ["m", "o", "a", "e", "l", "j"]
        result.scenarios.append(
            measure("search character (/ then a letter)", pilot, size, yardstick, repeats: repeats) { index in
                if index > 0 { _ = RoutesBenchmark.keyToFrame(pilot, .escape, size: size) }
                _ = RoutesBenchmark.keyToFrame(pilot, .character("/"), size: size)
                return .character(letters[index % letters.count])
            })
        _ = RoutesBenchmark.keyToFrame(pilot, .escape, size: size)

        // Sort a million rows by name, pressing ↓ ↑ while it runs.
        let start = monotonicNanoseconds()
        _ = RoutesBenchmark.keyToFrame(pilot, .character("s"), size: size)
        var during: [Double] = []
        var index = 0
        while pilot.text.contains("Sorting by") {
            let (wall, _) = RoutesBenchmark.keyToFrame(pilot, index.isMultiple(of: 2) ? .down : .up, size: size)
            during.append(wall)
            index += 1
            // The main actor takes the sort's progress reports and its end between keys.
            try await Task.sleep(for: .milliseconds(5))
            pilot.terminal.present(pilot.window.render(size: size))
        }
        result.sortSeconds = Double(monotonicNanoseconds() - start) / 1e9
        result.keysDuringSort = Summary(during)
        result.sortedMegabytes = residentMegabytes() - before
        return result
    }

    /// Esc from a demo to the Examples list, untimed: on a wide terminal the demo sits beside
    /// the list (the split view), where a first Esc pops it and a second gives the list the keys.
    private static func backToTheList(_ pilot: Pilot, size: Size) {
        _ = RoutesBenchmark.keyToFrame(pilot, .escape, size: size)
        if SizeClass(columns: size.width, rows: size.height) == .wide {
            _ = RoutesBenchmark.keyToFrame(pilot, .escape, size: size)
        }
    }

    /// Moves the Examples list's selection to the entry titled `title`.
    private static func selectEntry(_ title: String, _ pilot: Pilot) {
        pilot.press(.home)
        for _ in 0..<100 {
            let line = pilot.frame.text.split(separator: "\n").first { $0.contains("›") }
            if line?.contains(title) == true { return }
            pilot.press(.down)
        }
    }

    /// `repeats` keys from `key(index)`, each timed key → frame, with the yardstick's blocks between.
    private static func measure(
        _ name: String, _ pilot: Pilot, _ size: Size, _ yardstick: Yardstick, repeats: Int,
        key: (Int) -> KeyEvent
    ) -> Scenario {
        KeyScenario.measure(name, pilot: pilot, size: size, keys: repeats, yardstick: yardstick, key: key)
    }
}
