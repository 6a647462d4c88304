import Foundation
import TUITestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `render --format`: the same frame as text, with ANSI colours, or as an SVG picture.
final class RenderFormatTests: XCTestCase {
    func testSVGIsAWellFormedPictureOfTheFrameInTheThemesColours() throws {
        let result = try runCommand(["render", "exampletui://settings", "--format", "svg", "--theme", "light"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let svg = result.standardOutput
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssertTrue(svg.contains("width=\"672\" height=\"408\""), "80x24 cells of 8.4x17 pixels")
        XCTAssertTrue(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>"), "the light page")
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), String(describing: parser.parserError))
    }

    func testANSIColoursTheSameRowsAsTheText() throws {
        let text = try runCommand(["render", "exampletui://settings"])
        let ansi = try runCommand(["render", "exampletui://settings", "--format", "ansi"])
        XCTAssertEqual(ansi.status, 0, ansi.standardError)
        XCTAssertTrue(ansi.standardOutput.contains("\u{1B}[0;"), "escape sequences")
        XCTAssertTrue(ansi.standardOutput.contains(";38;2;") || ansi.standardOutput.contains("[0;38;2;"))
        let withoutEscapes = ansi.standardOutput.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let trimmed = withoutEscapes.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        XCTAssertEqual(
            trimmed.joined(separator: "\n").trimmingCharacters(in: .newlines),
            text.standardOutput.trimmingCharacters(in: .newlines))
    }

    func testANSIHasOSC8AroundALinksText() throws {
        let ansi = try runCommand(["render", "exampletui://examples/markdown?doc=markdown", "--format", "ansi"])
        XCTAssertEqual(ansi.status, 0, ansi.standardError)
        let output = ansi.standardOutput
        let opened = try XCTUnwrap(output.range(of: "\u{1B}]8;;https://commonmark.org\u{1B}\\"), output)
        let closed = try XCTUnwrap(output.range(of: "\u{1B}]8;;\u{1B}\\", range: opened.upperBound..<output.endIndex))
        let text = output[opened.upperBound..<closed.lowerBound].replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(text, "https://commonmark.org")
        // The SVG has an anchor over it, and is still well-formed.
        let svg = try runCommand(["render", "exampletui://examples/markdown?doc=markdown", "--format", "svg"])
        XCTAssertTrue(svg.standardOutput.contains("<a href=\"https://commonmark.org\"><rect "), svg.standardOutput)
        let parser = XMLParser(data: Data(svg.standardOutput.utf8))
        XCTAssertTrue(parser.parse(), String(describing: parser.parserError))
        // The plain text has no trace of them.
        let plain = try runCommand(["render", "exampletui://examples/markdown?doc=markdown"])
        XCTAssertFalse(plain.standardOutput.contains("\u{1B}"))
        XCTAssertTrue(plain.standardOutput.contains("https://commonmark.org"))
    }

    func testAnUnknownFormatExitsWith2() throws {
        let result = try runCommand(["render", "exampletui://settings", "--format", "png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("'text', 'ansi' or 'svg'"), result.standardError)
    }
}
