import XCTest

@testable import TUICore

final class UTF8InputDecoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8], with decoder: inout UTF8InputDecoder) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { decoder.decode(byte) { scalars.append($0) } }
        return String(scalars)
    }

    func testUTF8ComesThroughAlsoWhenSplitAcrossReads() {
        var decoder = UTF8InputDecoder()
        XCTAssertEqual(decode(Array("aé日".utf8) + [0xF0, 0x9F], with: &decoder), "aé日")
        XCTAssertEqual(decode([0x98, 0x80, 0x7A], with: &decoder), "😀z")
    }

    /// What ncurses' `get_wch` got wrong (the monkey test): the bytes after a sequence that is
    /// not UTF-8 (here ESC and `[201~`, a paste's end) are never taken into it.
    func testBytesThatAreNotUTF8BecomeReplacementsAndTakeNothingAfterThem() {
        var decoder = UTF8InputDecoder()
        let notUTF8: [UInt8] = [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x1B, 0xF0, 0x9F, 0x98, 0xED, 0xA0, 0x80]
        let text = decode(notUTF8 + Array("[201~".utf8), with: &decoder)
        XCTAssertEqual(text.unicodeScalars.filter { $0 != "\u{FFFD}" }.map(String.init).joined(), "(\u{1B}[201~")
        XCTAssertTrue(text.hasSuffix("\u{FFFD}[201~"), text.debugDescription)
        var flushed: [Unicode.Scalar] = []
        XCTAssertEqual(decode([0xE2], with: &decoder), "")
        decoder.flush { flushed.append($0) }
        XCTAssertEqual(flushed, ["\u{FFFD}"], "a sequence cut short by a key is a replacement")
    }
}
