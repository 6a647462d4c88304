import XCTest
final class PResourceGeneratorTests: XCTestCase { func testX() {} }
