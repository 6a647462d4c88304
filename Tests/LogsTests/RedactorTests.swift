import Foundation
import XCTest

@testable import Logs

final class RedactorTests: XCTestCase {
    private let redactor = Redactor()
    private let hidden = Redactor.placeholder

    /// Case, `-`, `_` and spaces are ignored; a key beyond ASCII is lowercased as Unicode
    /// does (the Kelvin sign `K` is a `k`), so the byte path and the Unicode one agree.
    func testSecretKeysAreFoundWhateverTheirCaseAndSeparators() {
        let redactor = Redactor()
        for key in [
            "access_token", "accessToken", "X-Access-Token", "PASSWORD", "pass word", "api-key", "API_KEY",
            "Set-Cookie", "session_id", "client secret", "ТокенToken", "to\u{212A}en", "x-Authorization", "api key id",
        ] {
            XCTAssertTrue(redactor.isSecret(key: key), key)
        }
        for key in ["user", "screen", "tok", "pass", "session", "ключ", "", "-_ ", "paswd"] {
            XCTAssertFalse(redactor.isSecret(key: key), key)
        }
    }

    func testAuthorizationHeaderKeepsItsScheme() {
        let headers = redactor.headers(["Authorization": "Bearer eyJhbGci.payload.sig", "Accept": "application/json"])
        XCTAssertEqual(headers["Authorization"], "Bearer \(hidden)")
        XCTAssertEqual(headers["Accept"], "application/json")
    }

    func testCookiesTokensAndKeysInHeaders() {
        let headers = redactor.headers([
            "Cookie": "session=1", "Set-Cookie": "id=2", "X-Api-Key": "k", "X-Refresh-Token": "r",
            "Proxy-Authorization": "Basic dXNlcjpwYXNz",
        ])
        XCTAssertEqual(headers["Cookie"], hidden)
        XCTAssertEqual(headers["Set-Cookie"], hidden)
        XCTAssertEqual(headers["X-Api-Key"], hidden)
        XCTAssertEqual(headers["X-Refresh-Token"], hidden)
        XCTAssertEqual(headers["Proxy-Authorization"], "Basic \(hidden)")
    }

    func testJSONBodyAtAnyDepth() throws {
        let body =
            #"{"user":{"login":"ann","password":"p1"},"tokens":[{"accessToken":"a","refresh_token":"r","id_token":"i"}],"apiKey":"k","count":2}"#
        let redacted = redactor.body(body)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(redacted.utf8)) as? [String: Any])
        let user = try XCTUnwrap(object["user"] as? [String: Any])
        XCTAssertEqual(user["login"] as? String, "ann")
        XCTAssertEqual(user["password"] as? String, hidden)
        let tokens = try XCTUnwrap((object["tokens"] as? [[String: Any]])?.first)
        XCTAssertEqual(tokens["accessToken"] as? String, hidden)
        XCTAssertEqual(tokens["refresh_token"] as? String, hidden)
        XCTAssertEqual(tokens["id_token"] as? String, hidden)
        XCTAssertEqual(object["apiKey"] as? String, hidden)
        XCTAssertEqual(object["count"] as? Int, 2)
    }

    func testTruncatedJSONBodyStillLosesItsSecrets() {
        let redacted = redactor.body(#"{"login":"ann","password":"hunter2","note":"cut of"#)
        XCTAssertFalse(redacted.contains("hunter2"))
        XCTAssertTrue(redacted.contains("ann"))
    }

    func testFormBody() {
        XCTAssertEqual(
            redactor.body("username=ann&password=p%40ss&grant_type=password"),
            "username=ann&password=\(hidden)&grant_type=password")
    }

    func testQueryString() {
        XCTAssertEqual(
            redactor.url("https://api.example.com/items?page=2&access_token=abc&api_key=k#top"),
            "https://api.example.com/items?page=2&access_token=\(hidden)&api_key=\(hidden)#top")
        XCTAssertEqual(redactor.url("https://api.example.com/items"), "https://api.example.com/items")
    }

    func testMetadataAndFreeText() {
        let metadata = redactor.metadata(["password": "p", "user": "ann", "header": "Authorization: Bearer xyz"])
        XCTAssertEqual(metadata["password"], hidden)
        XCTAssertEqual(metadata["user"], "ann")
        XCTAssertEqual(metadata["header"], "Authorization: Bearer \(hidden)")
        XCTAssertEqual(redactor.text("refreshing with Bearer abc.def"), "refreshing with Bearer \(hidden)")
    }

    /// Text that cannot hold a secret skips the patterns; text that can is still redacted,
    /// in any case and beside non-ASCII text.
    func testFreeTextIsRedactedInAnyCaseAndLeftAloneWhenItCannotHoldASecret() {
        XCTAssertEqual(redactor.text("Screen appeared"), "Screen appeared")
        XCTAssertEqual(redactor.text("password is not a pair here"), "password is not a pair here")
        XCTAssertEqual(redactor.text("sent BEARER abc.def"), "sent BEARER \(hidden)")
        XCTAssertEqual(redactor.text("Запрос с bAsIc dXNlcjpwYXNz"), "Запрос с bAsIc \(hidden)")
        XCTAssertEqual(redactor.text(#"{"token": "t-1", "user": "ann"}"#), #"{"token": "\#(hidden)", "user": "ann"}"#)
        XCTAssertFalse(Redactor.mayHoldCredential("Launched the app"))
        XCTAssertTrue(Redactor.mayHoldCredential("Basic"))
        XCTAssertTrue(Redactor.mayHoldCredential("ёлка"), "non-ASCII text goes to the pattern")
    }
}
