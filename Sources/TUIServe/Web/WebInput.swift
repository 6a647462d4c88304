import Foundation

/// What a browser tab sends, one JSON object a WebSocket message, and the xterm bytes the
/// app reads for it: keys (a `KeyboardEvent`'s `key` and modifiers), text an input method
/// composed, a bracketed paste, an SGR mouse report, a resize. Anything else is junk and
/// ignored.
public enum WebInput: Equatable, Sendable {
    case key(key: String, ctrl: Bool, alt: Bool, shift: Bool)
    /// Text typed other than key by key: what an input method (Chinese, Japanese, Korean
    /// pinyin or kana, a phone's keyboard, dictation) committed. The app reads it as the
    /// characters typed, as a terminal sends them.
    case text(String)
    case paste(String)
    case mouse(action: MouseAction, button: Int, column: Int, row: Int, ctrl: Bool, alt: Bool, shift: Bool)
    case resize(columns: Int, rows: Int)

    public enum MouseAction: String, Sendable {
        case down, up, move, wheelUp, wheelDown
    }

    /// Parses one message; nil for junk (not JSON, an unknown type, missing fields).
    public static func parse(_ text: String) -> WebInput? {
        guard text.utf8.count <= 2 << 20,
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let type = object["t"] as? String
        else { return nil }
        let ctrl = object["ctrl"] as? Bool ?? false
        let alt = object["alt"] as? Bool ?? false
        let shift = object["shift"] as? Bool ?? false
        func int(_ name: String) -> Int? {
            guard let number = object[name] as? NSNumber, let value = Int(exactly: number.doubleValue) else {
                return nil
            }
            return value
        }
        switch type {
        case "key":
            guard let key = object["key"] as? String, !key.isEmpty, key.count <= 32 else { return nil }
            return .key(key: key, ctrl: ctrl, alt: alt, shift: shift)
        case "text":
            guard let text = object["text"] as? String, !text.isEmpty, text.count <= maximumTextLength else {
                return nil
            }
            return .text(text)
        case "paste":
            guard let text = object["text"] as? String else { return nil }
            return .paste(text)
        case "mouse":
            guard let name = object["action"] as? String, let action = MouseAction(rawValue: name),
                let column = int("x"), let row = int("y")
            else { return nil }
            return .mouse(
                action: action, button: int("button") ?? 0, column: column, row: row, ctrl: ctrl, alt: alt,
                shift: shift)
        case "resize":
            guard let columns = int("cols"), let rows = int("rows") else { return nil }
            return .resize(columns: columns, rows: rows)
        default:
            return nil
        }
    }

    /// The most characters one composition may commit; longer text comes as a paste.
    public static let maximumTextLength = 4096

    /// The bytes a terminal (xterm) sends for it; empty for a resize or a key it has none for.
    public var bytes: [UInt8] {
        switch self {
        case .key(let key, let ctrl, let alt, let shift):
            return Self.keyBytes(key: key, ctrl: ctrl, alt: alt, shift: shift)
        case .text(let text):
            // Characters only: a control character (ESC above all) would be a key the
            // person did not press.
            return Array(
                String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
                    .utf8)
        case .paste(let text):
            // ESC is dropped from the text, so it cannot end the bracket early.
            let body = text.utf8.filter { $0 != 0x1B }
            return Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8)
        case .mouse(let action, let button, let column, let row, let ctrl, let alt, let shift):
            var code: Int
            switch action {
            case .down, .up: code = min(max(button, 0), 2)
            case .move: code = 32 + (button < 0 ? 3 : min(max(button, 0), 2))
            case .wheelUp: code = 64
            case .wheelDown: code = 65
            }
            if shift { code += 4 }
            if alt { code += 8 }
            if ctrl { code += 16 }
            let x = min(max(column, 0), WindowSize.maximumColumns - 1) + 1
            let y = min(max(row, 0), WindowSize.maximumRows - 1) + 1
            return Array("\u{1B}[<\(code);\(x);\(y)\(action == .up ? "m" : "M")".utf8)
        case .resize:
            return []
        }
    }

    /// xterm's encoding: special keys as CSI/SS3 sequences (with `;m` for modifiers), Ctrl+letter
    /// as its control byte, Alt as an ESC before.
    static func keyBytes(key: String, ctrl: Bool, alt: Bool, shift: Bool) -> [UInt8] {
        let modifier = 1 + (shift ? 1 : 0) + (alt ? 2 : 0) + (ctrl ? 4 : 0)
        func csi(_ final: String) -> [UInt8] {
            Array((modifier > 1 ? "\u{1B}[1;\(modifier)\(final)" : "\u{1B}[\(final)").utf8)
        }
        func tilde(_ number: Int) -> [UInt8] {
            Array((modifier > 1 ? "\u{1B}[\(number);\(modifier)~" : "\u{1B}[\(number)~").utf8)
        }
        func ss3(_ final: String) -> [UInt8] {
            Array((modifier > 1 ? "\u{1B}[1;\(modifier)\(final)" : "\u{1B}O\(final)").utf8)
        }
        let escape: [UInt8] = alt ? [0x1B] : []
        switch key {
        case "ArrowUp": return csi("A")
        case "ArrowDown": return csi("B")
        case "ArrowRight": return csi("C")
        case "ArrowLeft": return csi("D")
        case "Home": return csi("H")
        case "End": return csi("F")
        case "Insert": return tilde(2)
        case "Delete": return tilde(3)
        case "PageUp": return tilde(5)
        case "PageDown": return tilde(6)
        case "F1": return ss3("P")
        case "F2": return ss3("Q")
        case "F3": return ss3("R")
        case "F4": return ss3("S")
        case "F5": return tilde(15)
        case "F6": return tilde(17)
        case "F7": return tilde(18)
        case "F8": return tilde(19)
        case "F9": return tilde(20)
        case "F10": return tilde(21)
        case "F11": return tilde(23)
        case "F12": return tilde(24)
        case "Enter": return escape + [0x0D]
        case "Tab": return shift ? Array("\u{1B}[Z".utf8) : escape + [0x09]
        case "Backspace": return escape + [ctrl ? 0x08 : 0x7F]
        case "Escape": return escape + [0x1B]
        default: break
        }
        // A printable key: `key` is the character it types.
        guard key.count == 1, let scalar = key.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F
        else { return [] }
        if ctrl {
            switch scalar.value {
            case 0x61...0x7A, 0x41...0x5A: return escape + [UInt8(scalar.value & 0x1F)]
            case 0x20, 0x40, 0x32: return escape + [0x00]
            case 0x5B...0x5F: return escape + [UInt8(scalar.value - 0x40)]
            case 0x3F: return escape + [0x7F]
            default: break
            }
        }
        return escape + Array(key.utf8)
    }
}
