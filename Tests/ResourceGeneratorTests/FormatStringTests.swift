import XCTest

@testable import ResourceGenerator

final class FormatStringTests: XCTestCase {
    func testPlainTextHasNoArguments() throws {
        let format = try FormatString(parsing: "Back")
        XCTAssertEqual(format.arguments, [])
        XCTAssertEqual(format.segments, [.literal("Back")])
    }

    func testSpecifiersGiveArgumentsInOrder() throws {
        let format = try FormatString(parsing: "%@ %d %i %ld %lld")
        XCTAssertEqual(format.arguments, [.string, .int, .int, .int, .int])
    }

    func testPositionalSpecifiersGiveArgumentsByPosition() throws {
        let format = try FormatString(parsing: "%2$d files in %1$@, %2$ld in all")
        XCTAssertEqual(format.arguments, [.string, .int])
        XCTAssertEqual(format.render(["Docs", "3"]), "3 files in Docs, 3 in all")
    }

    func testDoublePercentIsAPercentSign() throws {
        let format = try FormatString(parsing: "100%% of %d%%")
        XCTAssertEqual(format.arguments, [.int])
        XCTAssertEqual(format.render(["7"]), "100% of 7%")
        XCTAssertTrue(FormatString.needsFormatting("100%%"))
        XCTAssertFalse(FormatString.needsFormatting("100 percent"))
    }

    func testRendersInOrder() throws {
        let format = try FormatString(parsing: "Needs at least %d×%d, now %d×%d.")
        XCTAssertEqual(format.arguments, [.int, .int, .int, .int])
        XCTAssertEqual(format.render(["80", "24", "60", "20"]), "Needs at least 80×24, now 60×20.")
    }

    func testUnsupportedSpecifiersAreErrors() {
        for text in ["%f", "%5d", "%s", "50% off", "trailing %", "%lf"] {
            XCTAssertThrowsError(try FormatString(parsing: text), text) { error in
                XCTAssertTrue(
                    (error as? FormatString.ParseError)?.message.contains("unsupported format specifier")
                        == true,
                    "\(text): \(error)")
            }
        }
    }

    func testMixingPositionalAndPlainSpecifiersIsAnError() {
        XCTAssertThrowsError(try FormatString(parsing: "%1$@ and %d")) { error in
            XCTAssertTrue((error as? FormatString.ParseError)?.message.contains("mixed") == true)
        }
    }

    func testSkippedPositionIsAnError() {
        XCTAssertThrowsError(try FormatString(parsing: "%1$@ and %3$@")) { error in
            XCTAssertTrue(
                (error as? FormatString.ParseError)?.message.contains("argument 2 is never used") == true)
        }
    }

    func testOnePositionWithTwoTypesIsAnError() {
        XCTAssertThrowsError(try FormatString(parsing: "%1$@ and %1$d")) { error in
            XCTAssertTrue(
                (error as? FormatString.ParseError)?.message.contains("both as String and Int") == true)
        }
    }

    func testPositionZeroIsAnError() {
        XCTAssertThrowsError(try FormatString(parsing: "%0$@")) { error in
            XCTAssertTrue((error as? FormatString.ParseError)?.message.contains("start at 1") == true)
        }
    }
}
