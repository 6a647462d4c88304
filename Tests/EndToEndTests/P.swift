import XCTest
final class PEndToEndTests: XCTestCase { func testX() {} }
