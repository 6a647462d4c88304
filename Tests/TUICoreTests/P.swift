import XCTest
final class PTUICoreTests: XCTestCase { func testX() {} }
