import CLazyCurl
import XCTest

/// CLazyCurl's trampolines, called directly: in this debug build the shared
/// FoundationNetworking binds to libcurl itself, so requests do not go through them (a
/// release build's do).
final class LazyCurlTests: XCTestCase {
    func testLibcurlLoads() {
        XCTAssertNil(lazy_curl_load_error().map { String(cString: $0) })
    }

    func testATrampolineAnswersWithLibcurlsOwnFunction() throws {
        let version = String(cString: try XCTUnwrap(curl_version()))
        XCTAssertTrue(version.hasPrefix("libcurl/"), version)
    }

    func testAHandleMadeThroughTheTrampolinesIsLibcurls() throws {
        let handle = try XCTUnwrap(curl_easy_init())
        curl_easy_cleanup(handle)
    }
}
