import ExampleApp
import Foundation
import Storage
import TUIKit

/// A text area over a 10 MB file of 200,000 lines: opening it (bytes → document → first
/// frame), then a typed character, a move and a page at its end, and the undo of a
/// 1,000-character paste, each key → frame beside the Examples list's move (`Yardstick`),
/// and the memory the open file takes.
@MainActor
enum TextAreaBenchmark {
    typealias Scenario = KeyScenario

    struct Result {
        let fileMegabytes: Double
        let lines: Int
        /// Bytes → document → first frame presented, each run (ms).
        let open: Summary
        /// RSS growth while the file is open (MiB).
        let memoryMegabytes: Double
        let scenarios: [Scenario]
    }

    static let lineCount = 200_000

    static func run(size: Size, opens: Int, keys: Int) throws -> Result {
        let bytes = fileBytes(lines: lineCount)
        var openTimes: [Double] = []
        var memory = 0.0
        var kept: (Pilot, TextAreaState)?
        for _ in 0..<opens {
            kept = nil
            let before = residentMegabytes()
            let start = monotonicNanoseconds()
            let state = TextAreaState(softWrap: false, showsLineNumbers: true, clock: ManualClock())
            let (document, _) = TextDocument.decoding(bytes)
            state.load(document)
            let pilot = makePilot(state: state, size: size)
            openTimes.append(Double(monotonicNanoseconds() - start) / 1_000_000)
            // The first open: later ones reuse memory the one before freed.
            if openTimes.count == 1 { memory = residentMegabytes() - before }
            kept = (pilot, state)
        }
        guard let (pilot, _) = kept else {
            return Result(fileMegabytes: 0, lines: 0, open: Summary([]), memoryMegabytes: 0, scenarios: [])
        }
        let directories = StorageDirectories.temporary()
        defer {
            if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let yardstick = try Yardstick(size: size, options: LaunchOptions(language: .en, directories: directories))
        _ = RoutesBenchmark.keyToFrame(pilot, KeyEvent(.end, modifiers: .control), size: size)
        var scenarios: [Scenario] = []
        func measure(_ name: String, before: () -> Void = {}, _ key: (Int) -> KeyEvent) {
            var times: [Double] = []
            var cpu: [Double] = []
            for index in 0..<(keys + 10) {
                if index >= 10, (index - 10).isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
                before()
                let (wall, thread) = RoutesBenchmark.keyToFrame(pilot, key(index), size: size)
                guard index >= 10 else { continue }
                times.append(wall)
                cpu.append(thread)
            }
            scenarios.append(Scenario(name: name, times: Summary(times), cpu: Summary(cpu), beside: yardstick.take()))
        }
        measure("type a character at the end") { _ in .character("x") }
        measure("move ← →") { KeyEvent($0.isMultiple(of: 2) ? .left : .right) }
        measure("page PgUp PgDn") { KeyEvent($0.isMultiple(of: 2) ? .pageUp : .pageDown) }
        let paste = String(repeating: "0123456789", count: 100)
        measure(
            "undo a 1,000-character paste", before: { pilot.paste(paste) },
            { _ in KeyEvent(.character("u"), modifiers: .alt) })
        return Result(
            fileMegabytes: Double(bytes.count) / 1_048_576, lines: lineCount, open: Summary(openTimes),
            memoryMegabytes: memory, scenarios: scenarios)
    }

    private static func makePilot(state: TextAreaState, size: Size) -> Pilot {
        let clock = ManualClock()
        let window = Window(clock: clock)
        window.showApplicationRoot(
            controller: HostingController(rootView: TextAreaScreen(state: state)), animated: false)
        return Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
    }

    /// A log of `lines` lines of about 52 bytes, as the demo makes.
    static func fileBytes(lines: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines * 53)
        for line in 0..<lines {
            let text =
                "\(String(line + 1).leftPadded(6)) 12:00:00 INFO  GET /api/items/\(line % 10_000) 200 in \(line % 97) ms\n"
            bytes += text.utf8
        }
        return bytes
    }

    /// The text area filling the screen, with its keys.
    private struct TextAreaScreen: View {
        let state: TextAreaState
        var bindings: [KeyBinding] { KeyBinding.textArea(state) }
        func render(in area: Rect, frame: Frame) {
            frame.render(TextArea(state: state), in: area)
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
