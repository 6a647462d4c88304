import TUITerminal

#if canImport(Glibc)
    import Glibc
#endif

/// An `NcursesTerminal` of `lines` × `columns` that writes into a temporary file instead of
/// a terminal (xterm-256color), and the bytes it wrote since the last look: how the tests
/// read what `present` hands ncurses.
@MainActor
final class NcursesFileTerminal {
    private struct NoFile: Error {}

    let terminal: NcursesTerminal
    private let output: UnsafeMutablePointer<FILE>
    private var mark = 0

    init(lines: Int, columns: Int) throws {
        // ncurses reads LINES/COLUMNS when its output is no terminal.
        setenv("LINES", String(lines), 1)
        setenv("COLUMNS", String(columns), 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        // A file, not a memory stream: ncurses writes with write(2) on fileno(output).
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { throw NoFile() }
        self.output = output
        terminal = try NcursesTerminal(
            environment: ["TERM": "xterm-256color"], output: output, input: input, terminalType: "xterm-256color")
        _ = written()
    }

    /// The bytes written since the last call.
    func written() -> String {
        fflush(output)
        let end = Int(ftell(output))
        var bytes = [UInt8](repeating: 0, count: end - mark)
        fseek(output, mark, SEEK_SET)
        _ = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, output) }
        fseek(output, end, SEEK_SET)
        mark = end
        return String(decoding: bytes, as: UTF8.self)
    }
}
