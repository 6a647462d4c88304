import ExampleApp
import TUIKit

/// Key → frame in the Examples tab's split view at a wide size, each kind of key beside the
/// Examples list's move at 80x24 (collapsed, the list as it always was) timed in blocks
/// between its keys (`Yardstick`).
@MainActor
enum SplitBenchmark {
    typealias Row = KeyScenario

    static let size = Size(width: 150, height: 45)

    static func run(keys: Int, warmUp: Int) throws -> [Row] {
        let homes = BenchHomes()
        defer { homes.remove() }
        let yardstick = try homes.makeYardstick(size: Size(width: 80, height: 24))
        let split = try homes.pilot(at: .examples, size: size)
        let scenarios: [(String, [String])] = [
            ("↑↓ in the list, the preview beside it", ["down", "up"]),
            ("F6: the focus to the other column", ["f6"]),
            ("Ctrl-←/→: the divider", ["ctrl-left", "ctrl-right"]),
            ("Enter, Esc, Esc: a demo beside the list and back", ["enter", "escape", "escape"]),
        ]
        // Whole cycles of keys, so the next scenario starts where this one did.
        let timed = (warmUp + keys) / 6 * 6 - warmUp
        return scenarios.map { name, cycle in
            KeyScenario.measure(name, pilot: split, size: size, keys: timed, warmUp: warmUp, yardstick: yardstick) {
                KeyNames.parse(cycle[$0 % cycle.count])!
            }
        }
    }
}
