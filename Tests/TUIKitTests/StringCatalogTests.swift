import Synchronization
import TUIKit
import XCTest

/// `StringCatalog` looks a key up in the language asked for, then in English, then gives the
/// key; it builds a table when first read, once, and no other.
final class StringCatalogTests: XCTestCase {
    /// Which tables were built, in order.
    private final class Builds: Sendable {
        let names = Mutex<[String]>([])
    }

    private let builds = Builds()

    private func catalog() -> StringCatalog {
        StringCatalog { [builds] language, table in
            builds.names.withLock { $0.append("\(language)/\(table)") }
            switch (language, table) {
            case (.en, "Common"): return ["back": "Back", "close": "Close"]
            case (.en, "Settings"): return ["title": "Settings"]
            case (.ru, "Common"): return ["back": "Назад"]
            case (.ru, "Settings"): return ["title": "Настройки"]
            default: return nil
            }
        }
    }

    func testATableIsBuiltWhenFirstReadAndOnlyThen() {
        let catalog = catalog()
        XCTAssertEqual(builds.names.withLock { $0 }, [])
        XCTAssertEqual(catalog.string("back", table: "Common", language: .ru), "Назад")
        XCTAssertEqual(catalog.string("back", table: "Common", language: .ru), "Назад")
        XCTAssertEqual(builds.names.withLock { $0 }, ["ru/Common"], "built more than the table read, or twice")
    }

    func testAMissingKeyFallsBackToEnglishThenToTheKey() {
        let catalog = catalog()
        XCTAssertEqual(catalog.string("close", table: "Common", language: .ru), "Close")
        XCTAssertEqual(catalog.string("nothing", table: "Common", language: .ru), "nothing")
        XCTAssertEqual(catalog.string("title", table: "Nowhere", language: .en), "title")
        XCTAssertEqual(catalog.string("title", table: "Nowhere", language: .en), "title")
        XCTAssertEqual(
            builds.names.withLock { $0 }, ["ru/Common", "en/Common", "en/Nowhere"], "a missing table is looked for once"
        )
    }

    func testTablesGivenWholeReadTheSame() {
        let catalog = StringCatalog(tables: [.en: ["Common": ["back": "Back"]], .ru: ["Common": ["back": "Назад"]]])
        XCTAssertEqual(catalog.string("back", table: "Common", language: .ru), "Назад")
        XCTAssertEqual(catalog.string("back", table: "Common", language: .en), "Back")
    }
}
