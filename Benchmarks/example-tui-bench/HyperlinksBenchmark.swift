import ExampleApp
import TUIKit

/// What OSC 8 links cost the ncurses backend: the markdown demo's frames (a page with links)
/// presented to an offscreen terminal with links off, then to one with them on; the present
/// timed alone and its bytes counted, the links-on half beside the Examples list's move
/// (`Yardstick`).
@MainActor
enum HyperlinksBenchmark {
    struct Row {
        let name: String
        /// Present (µs) with links off and on.
        let off: Summary
        let on: Summary
        /// Bytes a present wrote, median, off and on.
        let bytesOff: Double
        let bytesOn: Double
        let beside: (times: Summary, cpu: Summary)
    }

    static func run(size: Size, keys: Int, warmUp: Int) throws -> [Row] {
        let homes = BenchHomes()
        defer { homes.remove() }
        let yardstick = try homes.makeYardstick(size: size)
        // The page of the reader itself, whose first screens have links (`https://commonmark.org`).
        let demo = try homes.pilot(at: .example("markdown"), size: size)
        // One ncurses screen at a time: curses draws on the screen made last, so the two
        // terminals take turns, each made afresh for its half of a row.
        func pass(_ key: ((Int) -> KeyEvent)?, hyperlinks: Bool) throws -> (times: Summary, bytes: Double) {
            let terminal = try OffscreenTerminal(size: size, hyperlinks: hyperlinks)
            var times: [Double] = []
            var bytes: [Double] = []
            for index in 0..<(warmUp + keys) {
                if hyperlinks, index >= warmUp, (index - warmUp).isMultiple(of: Yardstick.block) {
                    yardstick.measureBlock()
                }
                if let key { demo.window.handle(.key(key(index))) }
                let canvas = demo.window.render(size: size)
                demo.window.frameDidShow()
                let start = monotonicNanoseconds()
                let written = terminal.present(canvas)
                guard index >= warmUp else { continue }
                times.append(Double(monotonicNanoseconds() - start) / 1000)
                bytes.append(Double(written))
            }
            return (Summary(times), Summary(bytes).median)
        }
        func row(_ name: String, _ key: ((Int) -> KeyEvent)?) throws -> Row {
            let off = try pass(key, hyperlinks: false)
            let on = try pass(key, hyperlinks: true)
            return Row(
                name: name, off: off.times, on: on.times, bytesOff: off.bytes, bytesOn: on.bytes,
                beside: yardstick.take())
        }
        return [
            try row("↓ ↑ scroll a line (the links move)") { KeyEvent($0.isMultiple(of: 2) ? .down : .up) },
            try row("Tab Shift-Tab focus a link") { $0.isMultiple(of: 2) ? KeyEvent(.tab) : KeyEvent(.backTab) },
            try row("the same frame again", nil),
        ]
    }
}
