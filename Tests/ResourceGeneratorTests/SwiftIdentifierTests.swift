import XCTest

@testable import ResourceGenerator

final class SwiftIdentifierTests: XCTestCase {
    func testLowerCamelCase() {
        let cases: [(String, String)] = [
            ("examples-title", "examplesTitle"),
            ("Examples", "examples"),
            ("TabBar", "tabBar"),
            ("navBar", "navBar"),
            ("theme.dark", "themeDark"),
            ("push without tab_bar", "pushWithoutTabBar"),
            ("URLPath", "urlPath"),
            ("IS_MOCK_ENABLED", "isMockEnabled"),
            ("API", "api"),
            ("ic16", "ic16"),
            ("language-en", "languageEn"),
            ("16px", "_16px"),
            ("2-columns", "_2Columns"),
            ("a--b", "aB"),
        ]
        for (name, identifier) in cases {
            XCTAssertEqual(SwiftIdentifier.lowerCamelCase(name), identifier, name)
        }
    }

    func testEscapesKeywordsWithBackticks() {
        XCTAssertEqual(SwiftIdentifier.lowerCamelCase("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.lowerCamelCase("self"), "`self`")
        XCTAssertEqual(SwiftIdentifier.lowerCamelCase("Class"), "`class`")
        XCTAssertEqual(SwiftIdentifier.lowerCamelCase("in"), "`in`")
        XCTAssertEqual(SwiftIdentifier.lowerCamelCase("class-name"), "className")
        XCTAssertEqual(SwiftIdentifier.bare("`default`"), "default")
    }

    func testNameWithoutLettersOrDigitsHasNoIdentifier() {
        XCTAssertNil(SwiftIdentifier.lowerCamelCase("---"))
        XCTAssertNil(SwiftIdentifier.lowerCamelCase(""))
    }

    func testIdentifiersKeepOrder() throws {
        let sources = ["b-key", "a_key"].enumerated().map {
            SwiftIdentifier.Source(name: $0.element, file: "T.strings", line: $0.offset + 1)
        }
        XCTAssertEqual(try SwiftIdentifier.identifiers(for: sources, kind: "key"), ["bKey", "aKey"])
    }

    func testTwoNamesWithOneIdentifierAreAnError() {
        let sources = [
            SwiftIdentifier.Source(name: "examples-title", file: "T.strings", line: 3),
            SwiftIdentifier.Source(name: "examples.title", file: "T.strings", line: 7),
        ]
        assertDiagnostic(
            at: 7,
            containing: ["key 'examples.title'", "key 'examples-title' (line 3)", "'examplesTitle'"]
        ) {
            _ = try SwiftIdentifier.identifiers(for: sources, kind: "key")
        }
    }

    func testNameWithoutIdentifierIsAnError() {
        assertDiagnostic(at: 2, containing: ["'--'", "no letters or digits"]) {
            _ = try SwiftIdentifier.identifiers(
                for: [SwiftIdentifier.Source(name: "--", file: "T.strings", line: 2)], kind: "key")
        }
    }
}
