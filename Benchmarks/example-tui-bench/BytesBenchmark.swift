import ExampleApp
import TUICore
import TUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes a real `NcursesTerminal` writes for a full frame, a one-cell change and no change.
///
/// Its output goes to an unlinked temporary file rather than `open_memstream`: ncurses 6
/// buffers output itself and writes it with write(2) on `fileno(output)`, which a memory
/// stream does not have (-1), so a memory stream receives nothing.
@MainActor
enum BytesBenchmark {
    struct Result {
        let size: Size
        let fullFrame: Int
        let oneCell: Int
        let noChange: Int
        let note: String?
    }

    static func run(size: Size) throws -> Result {
        // ncurses reads LINES/COLUMNS when its output is no terminal.
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        let stream = try OutputFile()
        guard let input = fopen("/dev/null", "r") else { throw BenchError("cannot open /dev/null") }
        let terminal = try NcursesTerminal(
            environment: ["TERM": "xterm-256color"],
            output: stream.file,
            input: input,
            terminalType: "xterm-256color"
        )
        guard terminal.size == size else {
            throw BenchError("ncurses made a \(terminal.size) screen, not \(size)")
        }
        let request = FrameRenderer.Request(route: .examples, size: size, options: LaunchOptions(language: .en))
        let frame = try FrameRenderer.pilot(for: request).frame

        var mark = stream.count()
        func written() -> Int {
            let now = stream.count()
            defer { mark = now }
            return now - mark
        }
        terminal.present(frame)
        let full = written()

        var changed = frame
        let x = size.width / 2
        let y = size.height / 2
        let old = frame[x, y]
        changed[x, y] = Cell(old.symbol == "X" ? "Y" : "X", style: old.style)
        terminal.present(changed)
        let oneCell = written()

        terminal.present(changed)
        let none = written()
        // The stream and the screen are left open: `shutdown()` would write its reset
        // sequence to the real stdout, and the process ends soon anyway.
        return Result(size: size, fullFrame: full, oneCell: oneCell, noChange: none, note: nil)
    }
}

/// An unlinked temporary file (`tmpfile`); `count()` flushes and tells its size.
final class OutputFile {
    let file: UnsafeMutablePointer<FILE>

    init() throws {
        guard let file = tmpfile() else { throw BenchError("cannot create a temporary file") }
        self.file = file
    }

    func count() -> Int {
        fflush(file)
        var status = stat()
        guard fstat(fileno(file), &status) == 0 else { return -1 }
        return Int(status.st_size)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
