import Foundation
import Network
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class TargetTests: XCTestCase {
    private let base = URL(string: "http://127.0.0.1:8080/api/v1")!

    func testPathJoinsTheBaseWithOneSlash() throws {
        for (baseText, path) in [("http://h/api/", "/items"), ("http://h/api", "items"), ("http://h/api/", "items")] {
            let target = TestTarget(baseURL: URL(string: baseText)!, path: path)
            XCTAssertEqual(try target.url().absoluteString, "http://h/api/items")
        }
    }

    func testQueryParametersGoIntoTheURL() throws {
        let request = try TestTarget.items(base, page: 3).urlRequest()
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:8080/api/v1/items?page=3")
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertNil(request.httpBody)
        XCTAssertNil(request.value(forHTTPHeaderField: "Content-Type"))
    }

    func testJSONBodyIsEncodedWithSortedKeys() throws {
        let request = try TestTarget.login(base).urlRequest()
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(
            request.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"password":"secret","username":"demo"}"#)
    }

    func testTimeoutAndHeaders() throws {
        let target = TestTarget(baseURL: base, path: "x", headers: ["X-A": "1"], timeout: 2.5)
        let request = try target.urlRequest()
        XCTAssertEqual(request.timeoutInterval, 2.5)
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-A"), "1")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    }

    func testAccessTokenPluginAddsTheBearerOnlyToBearerTargets() throws {
        struct Token: AccessTokenProvider {
            var accessToken: String? { "abc" }
        }
        let plugin = AccessTokenPlugin(accessTokenProvider: Token())
        let bearer = TestTarget.items(base)
        let open = TestTarget.login(base)
        XCTAssertEqual(
            plugin.prepare(try bearer.urlRequest(), target: bearer).value(forHTTPHeaderField: "Authorization"),
            "Bearer abc")
        XCTAssertNil(plugin.prepare(try open.urlRequest(), target: open).value(forHTTPHeaderField: "Authorization"))
    }

    func testUnusableURLIsAnError() {
        let target = TestTarget(baseURL: URL(string: "file:///tmp")!, path: "x")
        XCTAssertThrowsError(try target.url())
    }
}
