import XCTest
final class PExampleAppTests: XCTestCase { func testX() {} }
