import ExampleApp
import TUIKit
import XCTest

/// What `example-tui ready-marker` prints, which the end-to-end tests and the benchmark wait for.
final class ReadyMarkersTests: XCTestCase {
    func testTheMainScreenMarkerIsItsTitleInTheLanguageAsked() {
        Localization.language = .en
        XCTAssertEqual(ReadyMarkers.mainScreen(language: .ru), "Библиотека готовых решений")
        XCTAssertEqual(Localization.language, .en, "the language in force is left as it was")
        XCTAssertEqual(ReadyMarkers.mainScreen(language: .en), "Library of ready solutions")
    }

    func testTheLaunchMarkerIsTheEnvironmentsDisplayName() throws {
        XCTAssertEqual(try ReadyMarkers.launchScreen(environmentName: "dev"), "example-tui (dev)")
        XCTAssertEqual(try ReadyMarkers.launchScreen(environmentName: "prod"), "example-tui")
        XCTAssertThrowsError(try ReadyMarkers.launchScreen(environmentName: "staging"))
    }
}
