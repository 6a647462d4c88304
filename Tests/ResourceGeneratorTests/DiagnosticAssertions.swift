import XCTest

@testable import ResourceGenerator

/// Runs `body`, expecting it to throw diagnostics; returns them (empty when it didn't throw,
/// which fails the test).
func diagnostics(
    _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
) -> [Diagnostic] {
    do {
        try body()
        XCTFail("expected diagnostics, got none", file: file, line: line)
        return []
    } catch let diagnostic as Diagnostic {
        return [diagnostic]
    } catch let list as DiagnosticList {
        return list.diagnostics
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
        return []
    }
}

/// Asserts that `body` throws exactly one diagnostic at `expectedLine` whose message contains
/// every one of `fragments`.
func assertDiagnostic(
    at expectedLine: Int,
    containing fragments: [String],
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
) {
    let found = diagnostics(body, file: file, line: line)
    guard found.count == 1, let diagnostic = found.first else {
        if !found.isEmpty { XCTFail("expected one diagnostic, got \(found)", file: file, line: line) }
        return
    }
    XCTAssertEqual(diagnostic.line, expectedLine, "\(diagnostic)", file: file, line: line)
    for fragment in fragments {
        XCTAssertTrue(
            diagnostic.message.contains(fragment), "'\(diagnostic.message)' lacks '\(fragment)'",
            file: file,
            line: line)
    }
}
