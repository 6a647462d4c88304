import AppSupport
import ExampleApp
import Foundation
import Storage
import TUIKit

/// The command palette over 1,000 commands (`BENCH_ONLY=palette`): opening it (Ctrl-P,
/// gathering and ranking every command) and closing it, and a query typed character by
/// character then erased, each key handled and its frame composed and presented, as
/// `RoutesBenchmark` times a key, beside the Examples list's move (`Yardstick`).
@MainActor
enum PaletteBenchmark {
    static let commands = 1_000
    /// Typed then erased, a key at a time: narrows from all commands to a few.
    static let query = Array("cmd 4 2 7")

    static func run(size: Size, repeats: Int) throws -> [KeyScenario] {
        let directories = StorageDirectories.temporary()
        defer {
            if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let yardstick = try Yardstick(size: size, options: LaunchOptions(language: .en, directories: directories))
        let clock = ManualClock()
        let window = Window(clock: clock)
        let application = ManyCommands(count: commands)
        window.attach(application: application)
        window.showApplicationRoot(controller: HostingController(rootView: BenchScreen()), animated: false)
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
        pilot.redraw()

        var scenarios: [KeyScenario] = []
        scenarios.append(
            KeyScenario.measure(
                "open with \(commands) commands (Ctrl-P), close (Esc)", pilot: pilot, size: size, keys: repeats,
                warmUp: 10, yardstick: yardstick
            ) { $0.isMultiple(of: 2) ? .control("p") : KeyEvent(.escape) })
        _ = RoutesBenchmark.keyToFrame(pilot, .control("p"), size: size)
        guard window.commandPalette.commands.count >= commands else {
            throw PaletteBenchmarkError.notOpen(window.commandPalette.commands.count)
        }
        // Each cycle types the query and erases it: every key a frame.
        let cycle = query.map { KeyEvent(.character($0)) } + query.map { _ in KeyEvent(.backspace) }
        scenarios.append(
            KeyScenario.measure(
                "type \"\(String(query))\" a character at a time, then erase it", pilot: pilot, size: size,
                keys: repeats, warmUp: cycle.count, yardstick: yardstick
            ) { cycle[$0 % cycle.count] })
        return scenarios
    }
}

enum PaletteBenchmarkError: Error {
    case notOpen(Int)
}

/// An app whose palette lists `count` commands of its own, as a large app's might.
@MainActor
private final class ManyCommands: WindowApplication {
    let count: Int
    init(count: Int) { self.count = count }
    var hotkeys: [KeyBinding] { [] }
    func screenDidAppear(_ controller: ScreenController) {}
    var paletteCommands: [PaletteCommand] {
        (1...count).map { number in
            PaletteCommand("Sample command \(number): open record \(number * 7 % 1000)", group: "Bench") {}
        }
    }
}

/// A screen with a hint line and a few keys, which the palette lists too.
@MainActor
private struct BenchScreen: View {
    var bindings: [KeyBinding] {
        [KeyBinding("r", "reload") {}, KeyBinding("n", "new record") {}, KeyBinding("d", "delete record") {}]
    }

    func render(in area: Rect, frame: Frame) {
        let (body, hints) = area.rows(.fill, .length(1))
        frame.render(Label("records"), in: body)
        frame.render(KeyHintsView(), in: hints)
    }
}
