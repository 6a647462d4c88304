import Foundation
import XCTest

@testable import TUICore

/// The width table against the C library it was generated from: every Unicode scalar, read
/// through glibc's `wcwidth` in C.UTF-8 at test time. After a glibc upgrade this names the
/// scalars that changed; `scripts/generate-text-widths.py` regenerates the table.
final class TextWidthGlibcTests: XCTestCase {
    func testEveryScalarHasGlibcsWidth() {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil else {
            return XCTFail("the C.UTF-8 locale is missing: the width table can't be checked")
        }
        defer { _ = previous.map { setlocale(LC_CTYPE, $0) } }
        // Swift's Glibc module leaves wcwidth out (wchar.h declares it under _XOPEN_SOURCE).
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else {
            return XCTFail("the C library has no wcwidth")
        }
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        var checked = 0
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // a surrogate
            let glibc = Int(wcwidth(Int32(bitPattern: value)))
            let ours = TextWidth.of(scalar: scalar)
            checked += 1
            if ours != glibc, differing.count < 20 {
                differing.append(String(format: "U+%04X: glibc %ld, TextWidth %ld", value, glibc, ours))
            }
        }
        XCTAssertEqual(checked, 0x110000 - 0x800)
        XCTAssertEqual(
            differing, [],
            "the table (\(TextWidth.tableSource)) differs from this C library: run scripts/generate-text-widths.py"
        )
    }

    /// The one deliberate difference, in drawing: what wcwidth calls not printable never
    /// reaches the terminal. A control takes no cell (dropped), anything else one cell
    /// (drawn as U+FFFD, which takes one cell in every terminal).
    func testScalarsThatAreNotPrintableAreDroppedOrReplaced() {
        var replaced = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), TextWidth.of(scalar: scalar) < 0 else { continue }
            let isControl = value < 0x20 || (0x7F..<0xA0).contains(value)
            XCTAssertEqual(TextWidth.drawnWidth(of: scalar), isControl ? 0 : 1, String(value, radix: 16))
            if !isControl { replaced += 1 }
        }
        XCTAssertGreaterThan(replaced, 0)
        XCTAssertEqual(TextWidth.of(scalar: "\u{FFFD}"), 1, "the replacement takes one cell")
    }
}
