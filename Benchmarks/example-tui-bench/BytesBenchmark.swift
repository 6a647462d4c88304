import ExampleApp
import Storage
import TUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes a real `NcursesTerminal` writes for a full frame, a one-cell change and no change.
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
        let terminal = try OffscreenTerminal(size: size)
        let request = FrameRenderer.Request(
            route: .examples, size: size, options: LaunchOptions(language: .en, directories: .temporary()))
        let frame = try AppPilot.make(request).frame

        let full = terminal.present(frame)

        var changed = frame
        let x = size.width / 2
        let y = size.height / 2
        let old = frame[x, y]
        changed[x, y] = Cell(old.symbol == "X" ? "Y" : "X", style: old.style)
        let oneCell = terminal.present(changed)
        let none = terminal.present(changed)
        return Result(size: size, fullFrame: full, oneCell: oneCell, noChange: none, note: nil)
    }
}
