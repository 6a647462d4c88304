import TUICore
import TUITerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `NcursesTerminal.flash()` on xterm, whose flash capability carries 100 ms of padding that
/// ncurses sleeps through on the calling thread, the main actor.
final class NcursesFlashTests: XCTestCase {
    private struct NoFile: Error {}

    /// The monkey test found the Utils demo stalled for minutes under a burst of Enter keys:
    /// each played a haptic flash, each flash slept 100 ms. A burst now costs one flash.
    @MainActor
    func testABurstOfFlashesSleepsThroughOnePaddingOnly() async throws {
        guard let input = fopen("/dev/null", "r"), let output = fopen("/dev/null", "w") else { throw NoFile() }
        // ncurses reads LINES/COLUMNS when its output is no terminal.
        setenv("LINES", "24", 1)
        setenv("COLUMNS", "80", 1)
        defer {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        let terminal = try NcursesTerminal(
            environment: ["TERM": "xterm-256color"], output: output, input: input, terminalType: "xterm-256color")
        let start = ContinuousClock.now
        for _ in 0..<20 { terminal.flash() }
        let took = ContinuousClock.now - start
        // 20 × 100 ms before; one padding (100 ms) now, with room for a slow machine.
        XCTAssertLessThan(took, .milliseconds(1_000), "20 flashes took \(took)")
    }
}
