import TUIKeymap
import TUIKit

/// Any bytes as keymap.toml: TOMLKit's parser (toml++, C++), the line finder and the key
/// names. Whatever the input, every problem names a line inside the file and every entry
/// is a line of it, with at least one key.
func fuzzKeymap(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let result = KeymapFile.parse(text, file: "keymap.toml")
    for problem in result.problems {
        if let line = problem.line {
            precondition((1...max(1, lines)).contains(line), "a problem's line outside the file")
        }
        precondition(!problem.message.isEmpty, "a problem without a message")
    }
    for entry in result.keymap.entries.values {
        precondition(!entry.keys.isEmpty, "an entry without keys")
        precondition((0...max(1, lines)).contains(entry.line), "an entry's line outside the file")
    }
    return 0
}
