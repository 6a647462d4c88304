import TUICore
import TUITerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A real `NcursesTerminal` of a given size whose output goes to a file, so the bytes each
/// `present` writes can be counted.
///
/// The file is an unlinked temporary one rather than `open_memstream`: ncurses 6 buffers
/// output itself and writes it with write(2) on `fileno(output)`, which a memory stream does
/// not have (-1), so a memory stream receives nothing. The screen is left open when done:
/// `shutdown()` would write its reset sequence to the real stdout, and the process ends soon.
@MainActor
final class OffscreenTerminal {
    private let terminal: NcursesTerminal
    private let output: UnsafeMutablePointer<FILE>
    private var mark = 0

    /// `hyperlinks`: whether the canvas's links are written as OSC 8 (`NcursesTerminal.showsHyperlinks`).
    init(size: Size, hyperlinks: Bool = false) throws {
        // ncurses reads LINES/COLUMNS when its output is no terminal.
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        guard let output = tmpfile() else { throw BenchError("cannot create a temporary file") }
        guard let input = fopen("/dev/null", "r") else { throw BenchError("cannot open /dev/null") }
        self.output = output
        terminal = try NcursesTerminal(
            environment: ["TERM": "xterm-256color"],
            output: output,
            input: input,
            terminalType: "xterm-256color"
        )
        terminal.showsHyperlinks = hyperlinks
        guard terminal.size == size else { throw BenchError("ncurses made a \(terminal.size) screen, not \(size)") }
        mark = fileSize()
    }

    /// Presents `canvas` and returns the bytes ncurses wrote for it.
    func present(_ canvas: Canvas) -> Int {
        terminal.present(canvas)
        let now = fileSize()
        defer { mark = now }
        return now - mark
    }

    private func fileSize() -> Int {
        fflush(output)
        var status = stat()
        guard fstat(fileno(output), &status) == 0 else { return -1 }
        return Int(status.st_size)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
