import AppSupport
import TUIKit
import XCTest

@testable import ExampleApp

final class RouteAndLanguageTests: XCTestCase {
    func testKnownRoutes() throws {
        XCTAssertEqual(try AppRoute(url: "exampletui://examples"), .examples)
        XCTAssertEqual(try AppRoute(url: "exampletui://settings"), .settings)
        XCTAssertEqual(try AppRoute(url: "exampletui://examples/navigation"), .example("navigation"))
        XCTAssertEqual(try AppRoute(url: "EXAMPLETUI://Examples/Resources/"), .example("resources"))
        XCTAssertEqual(try AppRoute(url: "exampletui://settings?from=test"), .settings)
        XCTAssertEqual(try AppRoute(url: "exampletui://components"), .components)
        for route in AppRoute.all {
            XCTAssertEqual(try AppRoute(url: route.url), route, "every route round-trips through its URL")
        }
    }

    func testBadRoutesSayWhatIsKnown() {
        XCTAssertThrowsError(try AppRoute(url: "https://example.com")) { error in
            XCTAssertEqual(error as? RouteError, .wrongScheme("https://example.com"))
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://nowhere")) { error in
            XCTAssertEqual(error as? RouteError, .unknownRoute("exampletui://nowhere"))
            XCTAssertTrue("\(error)".contains("exampletui://examples/navigation"))
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://examples/nope")) { error in
            XCTAssertEqual(error as? RouteError, .unknownDemo("nope", url: "exampletui://examples/nope"))
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://examples/navigation/extra"))
        XCTAssertThrowsError(try AppRoute(url: "exampletui://components/nope")) { error in
            XCTAssertEqual(error as? RouteError, .unknownComponent("nope", url: "exampletui://components/nope"))
            XCTAssertTrue("\(error)".contains("unknown component 'nope'"))
            XCTAssertTrue("\(error)".contains("exampletui://components"))
        }
    }

    func testLanguageFromTheEnvironmentInPosixOrder() {
        XCTAssertEqual(Language.fromEnvironment(["LANG": "ru_RU.UTF-8"]), .ru)
        XCTAssertEqual(Language.fromEnvironment(["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]), .en)
        XCTAssertEqual(Language.fromEnvironment(["LC_ALL": "ru", "LC_MESSAGES": "en_US.UTF-8"]), .ru)
        XCTAssertEqual(Language.fromEnvironment(["LANG": "de_DE.UTF-8"]), .en, "unknown languages fall back to English")
        XCTAssertEqual(Language.fromEnvironment(["LANG": "C.UTF-8"]), .en)
        XCTAssertEqual(Language.fromEnvironment(["LC_ALL": "", "LANG": "ru_RU"]), .ru, "an empty variable is unset")
        XCTAssertEqual(Language.fromEnvironment([:]), .en)
    }

    func testGeneratedStringsAreTranslated() {
        let catalog = R.catalog
        XCTAssertEqual(catalog.string("examples-title", table: "Examples", language: .ru), "Библиотека готовых решений")
        XCTAssertEqual(catalog.string("examples-title", table: "Examples", language: .en), "Library of ready solutions")
    }
}

/// The toolkit's words (back, key hints, validation) come in the language of the moment,
/// though each language's are built once.
@MainActor final class ToolkitStringsLanguageTests: XCTestCase {
    func testTheToolkitsWordsFollowALanguageSwitchBothWays() async {
        let language = Localization.language
        defer { Localization.language = language }
        let strings = WindowConfiguration.app(title: "Example").strings
        Localization.language = .en
        XCTAssertEqual(strings().back, "Back")
        XCTAssertEqual(strings().validation.tooShort(3), "At least 3 characters")
        Localization.language = .ru
        XCTAssertEqual(strings().back, "Назад")
        XCTAssertEqual(strings().validation.tooShort(3), "Минимум символов: 3")
        Localization.language = .en
        XCTAssertEqual(strings().back, "Back", "English again after Russian")
        XCTAssertEqual(strings().hints.back, "back")
    }
}
