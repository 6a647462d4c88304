import Foundation
import TUITestSupport
import XCTest

/// `serve --web`'s limits and options: a tab that stops reading, a file of tokens with a data
/// folder each, SSH and the web in one process, and the refusals to start.
final class ServeWebLimitsTests: XCTestCase {
    func testATabThatStopsReadingIsDroppedWhileAnotherIsServed() throws {
        let server = try WebServeFixture(extra: ["--stall-timeout", "1"])
        let (good, head) = try server.openSocket()
        let goodTab = try XCTUnwrap(good, head)
        XCTAssertTrue(goodTab.read(untilScreenContains: "Examples"), goodTab.text)
        let (stalled, head2) = try server.openSocket(query: "&cols=300&rows=200", receiveBuffer: 4096)
        let stalledTab = try XCTUnwrap(stalled, head2)
        XCTAssertTrue(server.waitForLog("session 2 started"), server.log)
        // It asks for redraws (each a screen of rows) and never reads them. Loopback's send
        // buffer grows to megabytes before the server's own 1 MiB is behind, and a loaded
        // machine draws a 300x200 screen slowly: up to 90 s of asking (18 s alone, under load).
        let deadline = Date().addingTimeInterval(90)
        var index = 0
        while !server.log.contains("(stalled)"), Date() < deadline {
            let columns = index % 2 == 0 ? 299 : 300
            guard try stalledTab.send(#"{"t":"resize","cols":\#(columns),"rows":200}"#) else { break }
            index += 1
            usleep(20_000)
        }
        XCTAssertTrue(server.waitForLog("(stalled)", timeout: 10), server.log)
        // The other tab still answers its keys.
        try goodTab.send(#"{"t":"key","key":"3"}"#)
        XCTAssertTrue(goodTab.read(untilScreenContains: "App version"), goodTab.text)
    }

    func testATokensFileGivesEachTokenItsOwnDataFolder() throws {
        let home = try TemporaryHome()
        let tokens = home.path + "/tokens"
        try Data("# the team\n0123456789abcdef0123 alice\nshort\n".utf8).write(to: URL(fileURLWithPath: tokens))
        let server = try WebServeFixture(extra: ["--web-tokens", tokens])
        XCTAssertEqual(server.token, "TOKEN", server.standardOutput)
        XCTAssertTrue(server.standardOutput.contains("1 token(s) from \(tokens)"), server.standardOutput)
        XCTAssertTrue(server.log.contains("line 3: a token is at least 16"), server.log)
        XCTAssertEqual(try server.get("/?token=0123456789abcdef0123").0, 200)
        let (client, head) = try server.openSocket(token: "0123456789abcdef0123")
        let tab = try XCTUnwrap(client, head)
        try tab.send(#"{"t":"key","key":"3"}"#)
        XCTAssertTrue(tab.read(untilScreenContains: "web:alice"), tab.text)
        XCTAssertTrue(server.waitForLog("session 1 started: web:alice from 127.0.0.1:"), server.log)
        let users = try FileManager.default.contentsOfDirectory(
            atPath: server.home.path + "/.local/state/example-tui/serve/users")
        XCTAssertEqual(users.count, 1, "\(users)")
        XCTAssertTrue(users[0].hasPrefix("web-") && users[0].count == 20, "\(users)")
        XCTAssertFalse(server.log.contains("0123456789abcdef0123"), server.log)
    }

    func testSSHAndTheWebServeFromOneProcess() throws {
        let server = try WebServeFixture(extra: ["--ssh", "127.0.0.1:0", "--open"])
        XCTAssertTrue(server.standardOutput.contains("over SSH on 127.0.0.1:"), server.standardOutput)
        XCTAssertTrue(server.standardOutput.contains("Open to anyone, without a key"), server.standardOutput)
        let (client, head) = try server.openSocket()
        XCTAssertTrue(try XCTUnwrap(client, head).read(untilScreenContains: "Examples"))
    }

    func testSIGTERMEndsEveryTabWithAMessageAndTheServer() throws {
        let server = try WebServeFixture()
        let (client, head) = try server.openSocket()
        let tab = try XCTUnwrap(client, head)
        XCTAssertTrue(tab.read(untilScreenContains: "Examples"), tab.text)
        server.server.terminate()
        // The app's toast first, then the end.
        XCTAssertTrue(tab.read(untilScreenContains: "The server is shutting down: this session"), tab.text)
        XCTAssertTrue(tab.read(timeout: 10) { $0.ended != nil }, tab.text)
        XCTAssertEqual(tab.ended, "The server is shutting down.")
        XCTAssertTrue(tab.read(timeout: 10) { $0.closed })
        server.server.waitUntilExit()
        XCTAssertEqual(server.server.terminationStatus, 0, server.log)
        XCTAssertTrue(server.log.contains("(shutdown)"), server.log)
    }

    func testRefusalsToStart() throws {
        let nothing = try runCommand(["serve"])
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(
            nothing.standardError.contains("--ssh [ADDR:]PORT, --web [ADDR:]PORT or both"), nothing.standardError)
        let tokensAlone = try runCommand(["serve", "--ssh", "0", "--open", "--web-tokens", "/nonexistent"])
        XCTAssertEqual(tokensAlone.status, 2)
        XCTAssertTrue(tokensAlone.standardError.contains("--web-tokens goes with --web"), tokensAlone.standardError)
        let openWeb = try runCommand(["serve", "--web", "0", "--open"])
        XCTAssertEqual(openWeb.status, 2)
        XCTAssertTrue(openWeb.standardError.contains("--open go with --ssh"), openWeb.standardError)
        let limit = try runCommand(["serve", "--web", "0", "--max-sessions", "0"])
        XCTAssertEqual(limit.status, 2)
        XCTAssertTrue(limit.standardError.contains("--max-sessions must be at least 1"), limit.standardError)
        let address = try runCommand(["serve", "--web", "localhost:http"])
        XCTAssertEqual(address.status, 2)
        XCTAssertTrue(address.standardError.contains("--web takes PORT or ADDR:PORT"), address.standardError)
        let home = try TemporaryHome()
        let tokens = home.path + "/tokens"
        try Data("short alice\n".utf8).write(to: URL(fileURLWithPath: tokens))
        let empty = try runCommand(["serve", "--web", "127.0.0.1:0", "--web-tokens", tokens], home: home)
        XCTAssertNotEqual(empty.status, 0)
        XCTAssertTrue(empty.standardError.contains("line 1: a token is at least 16"), empty.standardError)
        XCTAssertTrue(empty.standardError.contains("no usable token in \(tokens)"), empty.standardError)
    }
}
