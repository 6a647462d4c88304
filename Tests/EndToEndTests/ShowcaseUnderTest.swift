import Foundation
import TUITestSupport

// docs: testing.md
extension AppUnderTest {
    /// The built `example-tui`; `EXAMPLE_TUI_BINARY` names another one.
    static let showcase = AppUnderTest(executable: "example-tui", binaryVariable: "EXAMPLE_TUI_BINARY")
}
// docs: end

extension AppSession {
    /// The showcase in a pseudo-terminal of `columns`×`rows`.
    convenience init(
        arguments: [String] = [], rows: Int = 30, columns: Int = 100, home: TemporaryHome? = nil,
        environment: [String: String] = [:]
    ) throws {
        try self.init(
            app: .showcase, arguments: arguments, rows: rows, columns: columns, home: home, environment: environment)
    }
}

/// Runs `example-tui arguments` without a terminal (see `AppUnderTest.run`).
func runCommand(_ arguments: [String], home: TemporaryHome? = nil, timeout: TimeInterval = 20) throws -> CommandResult {
    try AppUnderTest.showcase.run(arguments, home: home, timeout: timeout)
}
