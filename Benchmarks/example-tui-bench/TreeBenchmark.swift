import AppSupport
import ExampleApp
import Foundation
import Storage
import TUIKit

/// A tree over a folder of 10,000 entries from an in-memory source (`BENCH_ONLY=tree`), once
/// they are loaded: closing and opening the folder, moving, paging and jumping in it, and a
/// filter character, each key handled and its frame composed and presented, as
/// `RoutesBenchmark` times a key, beside the Examples list's move timed in blocks between
/// the keys (`Yardstick`).
@MainActor
enum TreeBenchmark {
    typealias Scenario = KeyScenario

    static let entries = 10_000

    static func run(size: Size, repeats: Int) async throws -> [Scenario] {
        let directories = StorageDirectories.temporary()
        defer {
            if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let yardstick = try Yardstick(size: size, options: LaunchOptions(language: .en, directories: directories))
        let clock = ManualClock()
        let window = Window(clock: clock)
        let model = TreeModel(source: WideSource(count: entries), root: 0)
        window.showApplicationRoot(controller: HostingController(rootView: TreeScreen(model: model)), animated: false)
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
        // Loaded once, off the main actor; the figures are for a folder already read.
        for _ in 0..<10_000 where model.isLoading { try await Task.sleep(for: .milliseconds(1)) }
        guard model.rowCount == entries + 1 else { throw TreeBenchmarkError.notLoaded(model.rowCount) }
        pilot.redraw()

        var scenarios: [Scenario] = []
        // → on the closed root opens its 10,000 rows; ← closes them again, untimed.
        scenarios.append(
            measure("open a folder of 10,000 loaded entries (→)", pilot, size, yardstick, repeats: repeats) { _ in
                _ = RoutesBenchmark.keyToFrame(pilot, .left, size: size)
                return .right
            })
        scenarios.append(
            measure("close it (←)", pilot, size, yardstick, repeats: repeats) { _ in
                _ = RoutesBenchmark.keyToFrame(pilot, .right, size: size)
                return .left
            })
        _ = RoutesBenchmark.keyToFrame(pilot, .right, size: size)
        // In the middle of the folder.
        model.selection.select(entries / 2)
        let keys: [(String, [KeyEvent])] = [
            ("move (↓ ↑)", [.down, .up]),
            ("page (PgDn PgUp)", [.pageDown, .pageUp]),
            ("jump to the end and back (End Home)", [.end, .home]),
        ]
        for (name, pair) in keys {
            scenarios.append(measure(name, pilot, size, yardstick, repeats: repeats) { pair[$0 % 2] })
        }
        // A filter character over the 10,000 names, and Backspace, each a frame.
        _ = RoutesBenchmark.keyToFrame(pilot, .character("/"), size: size)
        scenarios.append(
            measure("filter 10,000 names (a character, Backspace)", pilot, size, yardstick, repeats: repeats) {
                $0.isMultiple(of: 2) ? .character("7") : KeyEvent(.backspace)
            })
        return scenarios
    }

    private static func measure(
        _ name: String, _ pilot: Pilot, _ size: Size, _ yardstick: Yardstick, repeats: Int, warmUp: Int = 10,
        key: (Int) -> KeyEvent
    ) -> Scenario {
        KeyScenario.measure(
            name, pilot: pilot, size: size, keys: repeats, warmUp: warmUp, yardstick: yardstick, key: key)
    }
}

enum TreeBenchmarkError: Error {
    case notLoaded(Int)
}

/// A root with `count` numbered entries, in memory: the folder the benchmark opens.
private struct WideSource: TreeNodeSource {
    let count: Int

    func children(of node: Int) async throws -> [Int] {
        node == 0 ? Array(1...count) : []
    }

    func isExpandable(_ node: Int) -> Bool { node == 0 }

    func name(of node: Int) -> String { node == 0 ? "folder" : "entry-\(node).txt" }
}

/// The tree over the whole screen but its hint line.
@MainActor
private struct TreeScreen: View {
    let model: TreeModel<WideSource>

    var bindings: [KeyBinding] { TreeView(model: model).bindings }

    func render(in area: Rect, frame: Frame) {
        let (body, hints) = area.rows(.fill, .length(1))
        frame.render(TreeView(model: model), in: body)
        frame.render(KeyHintsView(), in: hints)
    }
}
