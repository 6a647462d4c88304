import XCTest
final class PTUIKitTests: XCTestCase { func testX() {} }
