import ExampleApp
import Foundation
import Storage
import TUIKit

/// Key → frame in the Examples tab's split view at a wide size, each kind of key beside the
/// Examples list's move at 80x24 (collapsed, the list as it always was) timed in blocks
/// between its keys (`Yardstick`).
@MainActor
enum SplitBenchmark {
    typealias Row = KeyScenario

    static let size = Size(width: 150, height: 45)

    static func run(keys: Int, warmUp: Int) throws -> [Row] {
        let folders = [StorageDirectories.temporary(), StorageDirectories.temporary()]
        defer {
            for folder in folders {
                if let home = folder.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
            }
        }
        let yardstick = try Yardstick(
            size: Size(width: 80, height: 24), options: LaunchOptions(language: .en, directories: folders[0]))
        let split = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, size: size, options: LaunchOptions(language: .en, directories: folders[1])))
        split.advance(by: .seconds(1))
        let scenarios: [(String, [String])] = [
            ("↑↓ in the list, the preview beside it", ["down", "up"]),
            ("F6: the focus to the other column", ["f6"]),
            ("Ctrl-←/→: the divider", ["ctrl-left", "ctrl-right"]),
            ("Enter, Esc, Esc: a demo beside the list and back", ["enter", "escape", "escape"]),
        ]
        return scenarios.map { name, cycle in
            measure(name, pilot: split, keys: keys, warmUp: warmUp, yardstick: yardstick) {
                KeyNames.parse(cycle[$0 % cycle.count])!
            }
        }
    }

    private static func measure(
        _ name: String, pilot: Pilot, keys: Int, warmUp: Int, yardstick: Yardstick, key: (Int) -> KeyEvent
    ) -> Row {
        var times: [Double] = []
        var cpu: [Double] = []
        // Whole cycles, so the next scenario starts where this one did.
        let count = (warmUp + keys) / 6 * 6
        for index in 0..<count {
            if index >= warmUp, (index - warmUp).isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
            let (wall, thread) = RoutesBenchmark.keyToFrame(pilot, key(index), size: size)
            guard index >= warmUp else { continue }
            times.append(wall)
            cpu.append(thread)
        }
        return Row(name: name, times: Summary(times), cpu: Summary(cpu), beside: yardstick.take())
    }
}
