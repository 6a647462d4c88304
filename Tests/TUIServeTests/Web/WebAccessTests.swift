import XCTest

@testable import TUIServe

/// Who gets the page and a session: tokens, the WebSocket's origin, the paths served.
final class WebAccessTests: XCTestCase {
    private let file = WebTokens(
        fileContents: """
            # the team
            0123456789abcdef0123 alice
            fedcba9876543210fedc

            short bob
            has/slash/in/it/0123 carol
            """)

    func testALinkTokenIs128RandomBits() {
        let one = WebTokens.link().entries[0]
        let two = WebTokens.link().entries[0]
        XCTAssertEqual(one.token.count, 32)
        XCTAssertTrue(one.token.allSatisfy(\.isHexDigit))
        XCTAssertNotEqual(one.token, two.token)
        XCTAssertFalse(one.keepsData)
    }

    func testATokensFileTakesNamedAndUnnamedTokensAndReportsBadLines() {
        XCTAssertEqual(file.entries.map(\.name), ["alice", WebTokens.Entry.id(of: "fedcba9876543210fedc")])
        XCTAssertTrue(file.entries.allSatisfy(\.keepsData))
        XCTAssertEqual(file.problems.count, 2)
        XCTAssertTrue(file.problems[0].hasPrefix("line 5:"), file.problems[0])
        XCTAssertTrue(file.problems[1].hasPrefix("line 6:"), file.problems[1])
        // The id names the data folder and the log line: never the token itself.
        let entry = file.entries[0]
        XCTAssertEqual(entry.id.count, 16)
        XCTAssertFalse(entry.id.contains(entry.token))
    }

    func testTokensAreCheckedWhole() {
        XCTAssertEqual(file.entry(for: "0123456789abcdef0123")?.name, "alice")
        XCTAssertNil(file.entry(for: "0123456789abcdef012"))
        XCTAssertNil(file.entry(for: "0123456789abcdef01234"))
        XCTAssertNil(file.entry(for: ""))
        XCTAssertNil(file.entry(for: nil))
    }

    func testThePageNeedsAToken() {
        let policy = WebRequestPolicy(tokens: file)
        guard case .allowed(let entry) = policy.checkPage(uri: "/?token=0123456789abcdef0123") else {
            return XCTFail("refused")
        }
        XCTAssertEqual(entry.name, "alice")
        XCTAssertEqual(policy.checkPage(uri: "/"), .wrongToken)
        XCTAssertEqual(policy.checkPage(uri: "/?token="), .wrongToken)
        XCTAssertEqual(policy.checkPage(uri: "/?token=wrong"), .wrongToken)
        XCTAssertEqual(policy.checkPage(uri: "/?token=%zz"), .wrongToken)
    }

    func testTheWebSocketNeedsTheTokenAndThePagesOwnOrigin() {
        let policy = WebRequestPolicy(tokens: file)
        let uri = "/ws?token=0123456789abcdef0123&cols=80&rows=24"
        XCTAssertNotEqual(
            policy.checkSocket(uri: uri, host: "localhost:8080", origin: "http://localhost:8080"), .wrongOrigin)
        XCTAssertNotEqual(
            policy.checkSocket(uri: uri, host: "tool.example.com", origin: "https://tool.example.com"), .wrongOrigin)
        XCTAssertEqual(
            policy.checkSocket(uri: uri, host: "localhost:8080", origin: "http://evil.example"), .wrongOrigin)
        XCTAssertEqual(
            policy.checkSocket(uri: uri, host: "localhost:8080", origin: "http://localhost:8081"), .wrongOrigin)
        XCTAssertEqual(policy.checkSocket(uri: uri, host: "localhost:8080", origin: nil), .wrongOrigin)
        XCTAssertEqual(policy.checkSocket(uri: uri, host: nil, origin: "http://localhost:8080"), .wrongOrigin)
        XCTAssertEqual(policy.checkSocket(uri: uri, host: "", origin: "http://"), .wrongOrigin)
        XCTAssertEqual(
            policy.checkSocket(uri: "/ws?token=nope", host: "localhost:8080", origin: "http://localhost:8080"),
            .wrongToken)
    }

    func testOnlyThePageAndTheSocketAreServed() {
        XCTAssertEqual(WebRequestPolicy.target(of: "/"), .page)
        XCTAssertEqual(WebRequestPolicy.target(of: "/?token=x"), .page)
        XCTAssertEqual(WebRequestPolicy.target(of: "/index.html"), .page)
        XCTAssertEqual(WebRequestPolicy.target(of: "/ws?token=x"), .socket)
        for path in [
            "/../etc/passwd", "/%2e%2e/etc/passwd", "//etc/passwd", "/ws/../../etc", "/favicon.ico", "",
            "/index.html/..", "*", "http://evil.example/", "/./", "/ws%00",
        ] {
            XCTAssertEqual(WebRequestPolicy.target(of: path), .notFound, path)
        }
    }

    func testQueryValuesAreDecoded() {
        XCTAssertEqual(WebRequestPolicy.queryValue("token", in: "/?a=1&token=a%20b+c"), "a b c")
        XCTAssertEqual(WebRequestPolicy.queryValue("cols", in: "/ws?cols=90&rows=30"), "90")
        XCTAssertNil(WebRequestPolicy.queryValue("token", in: "/"))
        XCTAssertNil(WebRequestPolicy.queryValue("token", in: "/?token=%e2%28"))
    }
}
