import ExampleApp
import TUIKit
import XCTest

/// The app's routes: every one round-trips through its URL, and a bad one says what is known.
final class AppRouteTests: XCTestCase {
    func testKnownRoutes() throws {
        XCTAssertEqual(try AppRoute(url: "exampletui://home"), .home)
        XCTAssertEqual(try AppRoute(url: "EXAMPLETUI://Home/"), .home)
        XCTAssertEqual(try AppRoute(url: "exampletui://settings?from=test"), .settings)
        XCTAssertEqual(try AppRoute(url: "exampletui://logs"), .logs)
        for route in AppRoute.all {
            XCTAssertEqual(try AppRoute(url: route.url), route, "every route round-trips through its URL")
            XCTAssertEqual(DeepLink(route: route).route, route, "every route has its deeplink")
        }
    }

    func testBadRoutesSayWhatIsKnown() {
        XCTAssertThrowsError(try AppRoute(url: "https://example.com")) { error in
            XCTAssertEqual(error as? RouteError, .wrongScheme("https://example.com"))
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://nowhere")) { error in
            XCTAssertEqual(error as? RouteError, .unknownRoute("exampletui://nowhere"))
            XCTAssertTrue("\(error)".contains("exampletui://home"), "\(error)")
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://home/nope")) { error in
            XCTAssertEqual(error as? RouteError, .unknownScreen("nope", url: "exampletui://home/nope"))
        }
        XCTAssertThrowsError(try AppRoute(url: "exampletui://home/nope/extra"))
    }

    func testTheMainScreenIsHomeInEveryLanguage() {
        XCTAssertEqual(ReadyMarkers.mainScreen(language: .en), "Home")
        XCTAssertEqual(ReadyMarkers.mainScreen(language: .ru), "Главная")
    }
}
