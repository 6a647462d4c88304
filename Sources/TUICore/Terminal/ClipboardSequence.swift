/// Copying to the system clipboard through the terminal: OSC 52, `ESC ] 52 ; c ; <base64> BEL`.
/// kitty, alacritty, foot, WezTerm and Windows Terminal understand it, tmux, xterm and
/// iTerm2 once a setting allows it (`ClipboardSupport`), and it travels with the rest of
/// the output, so it reaches the user's own clipboard over SSH too.
public enum ClipboardSequence {
    /// The longest sequence sent: 100,000 bytes, the limit hterm (ChromeOS, Secure Shell)
    /// sets and the one tools such as vim-oscyank keep to; some terminals cut or drop longer
    /// ones without a word.
    public static let maximumSequenceBytes = 100_000

    /// The most UTF-8 text one copy carries: 74,994 bytes, whose base64 (99,992 bytes) and
    /// the 8 bytes around it fill `maximumSequenceBytes`.
    public static let maximumTextBytes = (maximumSequenceBytes - prefix.utf8.count - terminator.utf8.count) / 4 * 3

    /// OSC 52, selection `c` (the clipboard).
    static let prefix = "\u{1B}]52;c;"
    /// BEL ends it: older terminals and tmux know BEL better than ST (`ESC \`).
    static let terminator = "\u{07}"

    /// The sequence that puts `text` on the clipboard; nil when it is over `maximumTextBytes`
    /// (a terminal would cut it or drop it, so none is sent).
    public static func osc52(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumTextBytes else { return nil }
        return prefix + base64(bytes) + terminator
    }

    /// Standard base64 (RFC 4648) with padding, which OSC 52 carries.
    public static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
