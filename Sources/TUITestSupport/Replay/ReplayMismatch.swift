import TUICore
import TUIPseudoTerminal

/// Where a replay's app showed another screen than the recording: the moment (before which
/// input, at what time) and both screens.
public struct ReplayMismatch: Error, CustomStringConvertible, Sendable {
    /// The check was before this input (0-based); nil: at the end of the recording.
    public var beforeInput: Int?
    /// The input just replayed before the check (0-based), and its bytes; nil before the first.
    public var afterInput: (index: Int, bytes: [UInt8])?
    /// Seconds since the recording began.
    public var time: Double
    public var recorded: [String]
    public var replayed: [String]
    /// Why, when it is not only the text (the app quit, or did not).
    public var reason: String?

    /// The rows that differ (0-based).
    public var differingRows: [Int] {
        (0..<max(recorded.count, replayed.count)).filter { row in
            (row < recorded.count ? recorded[row] : "") != (row < replayed.count ? replayed[row] : "")
        }
    }

    public var description: String {
        let moment = beforeInput.map { "before input \($0)" } ?? "at the end of the recording"
        let after =
            afterInput.map { "after input \($0.index) (\(Self.visible($0.bytes)))" } ?? "before any input"
        var text = "the replayed screen differs from the recorded one \(after), \(moment), at "
        text += String(format: "%.3f", time) + " s"
        if let reason { text += ": \(reason)" }
        let rows = differingRows
        if !rows.isEmpty { text += "; rows \(rows.map(String.init).joined(separator: ", ")) differ (marked !)" }
        return text + "\n" + sideBySide
    }

    /// Both screens in columns, `recorded | replayed`, each differing row marked `!`.
    public var sideBySide: String {
        let width = max(8, recorded.map { TextWidth.of($0) }.max() ?? 0)
        let differing = Set(differingRows)
        func padded(_ text: String) -> String {
            text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
        }
        var lines = ["    " + padded("recorded") + " | replayed"]
        for row in 0..<max(recorded.count, replayed.count) {
            let left = row < recorded.count ? recorded[row] : ""
            let right = row < replayed.count ? replayed[row] : ""
            let mark = differing.contains(row) ? "!" : " "
            lines.append(mark + String(format: "%2d ", row) + padded(left) + " | " + right)
        }
        return lines.joined(separator: "\n")
    }

    /// Bytes as a person reads them: ESC as `\e`, other controls as `^X`.
    static func visible(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x1B: text += "\\e"
            case 0x0D: text += "\\r"
            case 0..<0x20: text += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            case 0x7F: text += "^?"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return "\"" + text + "\""
    }
}
