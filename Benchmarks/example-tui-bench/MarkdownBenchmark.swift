import ExampleApp
import Foundation
import TUIKit
import TUIMarkdown

/// The project's README parsed (cmark-gfm into blocks) and laid out at 100 columns, in
/// absolute times; and key → frame on the markdown demo (a line, a page, another page
/// parsed and laid out on the key), each beside the Examples list's move timed in blocks
/// between its keys (`Yardstick`).
@MainActor
enum MarkdownBenchmark {
    /// Parse and layout times (ms) of README.md at `width`.
    struct ParseFigures {
        var bytes: Int
        var lines: Int
        var parse: Summary
        var layout: Summary
        var total: Summary
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    static func parse(width: Int, repeats: Int) throws -> ParseFigures {
        let bytes = Array(try Data(contentsOf: readme))
        var parse: [Double] = []
        var layout: [Double] = []
        var total: [Double] = []
        var lines = 0
        for index in 0..<(repeats + 5) {
            let start = ContinuousClock.now
            let document = MarkdownDocument(parsing: bytes)
            let parsed = ContinuousClock.now
            let laid = MarkdownLayout(document, width: width)
            let end = ContinuousClock.now
            lines = laid.lines.count
            guard index >= 5 else { continue }
            parse.append(milliseconds(parsed - start))
            layout.append(milliseconds(end - parsed))
            total.append(milliseconds(end - start))
        }
        return ParseFigures(
            bytes: bytes.count, lines: lines, parse: Summary(parse), layout: Summary(layout), total: Summary(total))
    }

    static func run(size: Size, keys: Int, warmUp: Int) throws -> [KeyScenario] {
        let homes = BenchHomes()
        defer { homes.remove() }
        let yardstick = try homes.makeYardstick(size: size)
        let demo = try homes.pilot(at: .example("markdown"), size: size)
        func row(_ name: String, _ key: (Int) -> KeyEvent) -> KeyScenario {
            KeyScenario.measure(
                name, pilot: demo, size: size, keys: keys, warmUp: warmUp, yardstick: yardstick, key: key)
        }
        return [
            row("↓ ↑ scroll a line") { KeyEvent($0.isMultiple(of: 2) ? .down : .up) },
            row("PgDn PgUp scroll a page") { KeyEvent($0.isMultiple(of: 2) ? .pageDown : .pageUp) },
            row("→ ← another page (parse + layout)") { KeyEvent($0.isMultiple(of: 2) ? .right : .left) },
        ]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }
}
