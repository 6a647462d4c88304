import Foundation
import XCTest

@testable import Logs

/// A request as a curl command: what it runs, quoted for a shell, and never a secret.
final class CurlCommandTests: XCTestCase {
    private let date = Date(timeIntervalSince1970: 1_763_800_000)

    func testAGetIsTheURLAndItsHeaders() {
        let task = NetworkTaskRecord(
            date: date, method: "GET", url: "https://api.example.com/v1/items?page=1", statusCode: 200,
            requestHeaders: ["Accept": "application/json", "Content-Length": "0"])
        XCTAssertEqual(
            CurlCommand.command(for: task),
            """
            curl \\
              'https://api.example.com/v1/items?page=1' \\
              -H 'Accept: application/json'
            """)
    }

    func testAPostHasItsMethodAndBodyAndQuotesSurviveTheShell() {
        let task = NetworkTaskRecord(
            date: date, method: "POST", url: "https://api.example.com/v1/notes",
            requestHeaders: ["Content-Type": "text/plain"], requestBody: "it's fine")
        XCTAssertEqual(
            CurlCommand.command(for: task),
            """
            curl \\
              -X 'POST' \\
              'https://api.example.com/v1/notes' \\
              -H 'Content-Type: text/plain' \\
              --data-raw 'it'\\''s fine'
            """)
    }

    func testSecretsTheRedactorHidesNeverReachTheCommand() {
        // A record made by hand, never through the store's redaction.
        let task = NetworkTaskRecord(
            date: date, method: "POST", url: "https://api.example.com/login?api_key=k-secret&page=2",
            requestHeaders: ["Authorization": "Bearer tok-secret", "Cookie": "session=c-secret", "Accept": "*/*"],
            requestBody: #"{"user":"ann","password":"p-secret","nested":{"refresh_token":"r-secret"}}"#)
        let command = CurlCommand.command(for: task)
        for secret in ["k-secret", "tok-secret", "c-secret", "p-secret", "r-secret"] {
            XCTAssertFalse(command.contains(secret), "\(secret) in\n\(command)")
        }
        XCTAssertTrue(command.contains("-H 'Authorization: Bearer <redacted>'"), command)
        XCTAssertTrue(command.contains("api_key=<redacted>&page=2"), command)
        XCTAssertTrue(command.contains(#""user":"ann""#), "what is not secret stays: \(command)")
    }

    func testTheCommandRunsAsItSaysInAShell() throws {
        // sh parses the command back into its words: the quoting holds for quotes, newlines and `$`.
        let body = "a 'b' \"c\" $HOME `x`\nline two"
        let task = NetworkTaskRecord(
            date: date, method: "PUT", url: "https://example.com/a?b=c&d=e", requestHeaders: ["X-Note": "it's $x"],
            requestBody: body)
        let script = CurlCommand.command(for: task).replacing("curl", with: "printf '%s\\n'", maxReplacements: 1)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(
            output,
            ["-X", "PUT", "https://example.com/a?b=c&d=e", "-H", "X-Note: it's $x", "--data-raw", body]
                .map { $0 + "\n" }.joined())
    }
}
