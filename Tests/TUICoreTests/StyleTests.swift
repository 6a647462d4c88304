import XCTest

@testable import TUICore

final class StyleTests: XCTestCase {
    private let red = Color.rgb(255, 0, 0)
    private let blue = Color.indexed(4)
    private let green = Color.rgb(0, 255, 0)

    func testPatchedTakesTheOtherStylesColorsWhereItHasThem() {
        let base = Style(foreground: red, background: blue, attributes: .bold)
        XCTAssertEqual(
            base.patched(with: Style(foreground: green)),
            Style(foreground: green, background: blue, attributes: .bold))
        XCTAssertEqual(
            base.patched(with: Style(background: green)),
            Style(foreground: red, background: green, attributes: .bold))
    }

    func testPatchedAddsAttributes() {
        let base = Style(attributes: [.bold, .dim])
        let patched = base.patched(with: Style(attributes: .underline))
        XCTAssertEqual(patched.attributes, [.bold, .dim, .underline])
    }

    func testPatchingWithPlainChangesNothing() {
        let base = Style(foreground: red, background: blue, attributes: .italic)
        XCTAssertEqual(base.patched(with: .plain), base)
        XCTAssertEqual(Style.plain.patched(with: base), base)
    }

    func testStyleDescription() {
        XCTAssertEqual(Style.plain.description, "plain")
        XCTAssertEqual(Style(foreground: red).description, "fg=#FF0000")
        XCTAssertEqual(
            Style(foreground: red, background: blue, attributes: [.underline, .bold]).description,
            "fg=#FF0000 bg=@4 bold+underline"
        )
        XCTAssertEqual(Style(attributes: .reverse).description, "reverse")
    }

    func testAttributeNamesParse() {
        XCTAssertEqual(TextAttributes(name: "bold"), .bold)
        XCTAssertEqual(TextAttributes(name: "dim"), .dim)
        XCTAssertEqual(TextAttributes(name: "italic"), .italic)
        XCTAssertEqual(TextAttributes(name: "underline"), .underline)
        XCTAssertEqual(TextAttributes(name: "reverse"), .reverse)
        XCTAssertNil(TextAttributes(name: "blink"))
        XCTAssertNil(TextAttributes(name: ""))
        XCTAssertNil(TextAttributes(name: "bold+dim"))
    }

    func testAttributeDescriptionListsNamesInAFixedOrder() {
        XCTAssertEqual(TextAttributes().description, "")
        XCTAssertEqual(TextAttributes.bold.description, "bold")
        XCTAssertEqual(
            ([.reverse, .italic, .bold] as TextAttributes).description, "bold+italic+reverse")
        let all: TextAttributes = [.bold, .dim, .italic, .underline, .reverse]
        XCTAssertEqual(all.description, "bold+dim+italic+underline+reverse")
    }

    func testEveryAttributeNameRoundTrips() {
        let all: [TextAttributes] = [.bold, .dim, .italic, .underline, .reverse]
        XCTAssertEqual(Set(all.map(\.rawValue)).count, all.count)
        for attribute in all {
            XCTAssertEqual(TextAttributes(name: attribute.description), attribute)
        }
    }

    func testCellDefaults() {
        XCTAssertEqual(Cell.blank.symbol, " ")
        XCTAssertEqual(Cell.blank.width, 1)
        XCTAssertEqual(Cell.blank.style, .plain)
        XCTAssertFalse(Cell.blank.isContinuation)
        XCTAssertTrue(Cell(" ", width: 0).isContinuation)
    }
}
