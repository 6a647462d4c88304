import Foundation
import XCTest

import class TUITestSupport.RecordingCommands

@testable import Utilities

final class URLOpenerTests: XCTestCase {
    private func opener(_ environment: [String: String]) -> URLOpener {
        URLOpener(appScheme: "exampletui", environment: environment, remoteUserVariable: "EXAMPLE_TUI_REMOTE_USER")
    }

    func testHttpOpensOtherSchemesAskAndTheAppsOwnRoutesInside() {
        let opener = opener(["DISPLAY": ":0"])
        XCTAssertEqual(opener.decide("https://example.com/a?b=c"), .open("https://example.com/a?b=c"))
        XCTAssertEqual(opener.decide("HTTP://example.com"), .open("HTTP://example.com"))
        XCTAssertEqual(opener.decide("mailto:a@example.com"), .confirm("mailto:a@example.com"))
        XCTAssertEqual(opener.decide("geo:55.75,37.61"), .confirm("geo:55.75,37.61"))
        XCTAssertEqual(opener.decide("exampletui://examples/table"), .routeInApp("exampletui://examples/table"))
    }

    func testBadLinksAreRefusedWithTheirReason() {
        let opener = opener(["WAYLAND_DISPLAY": "wayland-0"])
        XCTAssertEqual(opener.decide("file:///etc/passwd"), .refuse(.fileScheme))
        XCTAssertEqual(opener.decide("FILE:/tmp/x"), .refuse(.fileScheme))
        XCTAssertEqual(opener.decide("https://example.com/\u{1B}]8;;x"), .refuse(.controlCharacters))
        XCTAssertEqual(opener.decide("https://example.com/\nsecond"), .refuse(.controlCharacters))
        XCTAssertEqual(opener.decide("no scheme here"), .refuse(.noScheme))
        XCTAssertEqual(opener.decide("1http://x"), .refuse(.noScheme))
        let long = "https://example.com/" + String(repeating: "a", count: 100 * 1024)
        XCTAssertEqual(opener.decide(long), .refuse(.tooLong(bytes: long.utf8.count)))
        XCTAssertThrowsError(try opener.launch("file:///etc/passwd")) {
            XCTAssertEqual($0 as? URLOpener.Refusal, .fileScheme)
        }
    }

    func testWithoutADisplayOrServedRemotelyTheLinkIsCopied() {
        XCTAssertEqual(opener([:]).decide("https://example.com"), .copy("https://example.com"))
        XCTAssertEqual(opener(["DISPLAY": ""]).decide("mailto:a@b.c"), .copy("mailto:a@b.c"))
        XCTAssertEqual(
            opener(["DISPLAY": ":0", "EXAMPLE_TUI_REMOTE_USER": "guest"]).decide("https://example.com"),
            .copy("https://example.com"))
        // Its own links still route inside the app: nothing leaves the session.
        XCTAssertEqual(opener([:]).decide("exampletui://settings"), .routeInApp("exampletui://settings"))
    }

    func testLaunchRunsXdgOpenFoundOnThePath() throws {
        let commands = try RecordingCommands()
        try commands.add("xdg-open")
        let opener = opener(["DISPLAY": ":0", "PATH": commands.path])
        try opener.launch("https://example.com/a b?c='d'")
        XCTAssertEqual(commands.arguments(of: "xdg-open"), ["https://example.com/a b?c='d'"])
    }

    func testBrowserVariableWinsWithItsPercentS() throws {
        let commands = try RecordingCommands()
        try commands.add("xdg-open")
        try commands.add("my-browser")
        let opener = opener(["DISPLAY": ":0", "PATH": commands.path, "BROWSER": "my-browser --new-tab=%s:firefox"])
        try opener.launch("https://example.com")
        XCTAssertEqual(commands.arguments(of: "my-browser"), ["--new-tab=https://example.com"])
        XCTAssertEqual(commands.arguments(of: "xdg-open", timeout: 0.2), [])
    }

    func testAMissingProgramIsAClearFailure() throws {
        let commands = try RecordingCommands()
        let opener = opener(["DISPLAY": ":0", "PATH": commands.folder.path])
        XCTAssertThrowsError(try opener.launch("https://example.com")) {
            XCTAssertEqual($0 as? ExternalLauncher.Failure, .notFound("xdg-open"))
        }
    }
}
