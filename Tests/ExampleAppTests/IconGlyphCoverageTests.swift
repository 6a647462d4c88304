import ExampleApp
import TUIKit
import XCTest

/// Every icon glyph exists in DejaVu Sans Mono, so a terminal on Debian's default fonts
/// shows it rather than an empty box or another font's glyph of another width.
final class IconGlyphCoverageTests: XCTestCase {
    func testEveryIconInIconsJSONIsInDejaVuSansMono() throws {
        let font = try FontCoverage.dejaVuSansMono.get()
        var missing: [String] = []
        for entry in R.image.all {
            for scalar in font.missing(in: entry.value.glyph) {
                let code = String(scalar.value, radix: 16, uppercase: true)
                missing.append("\(entry.namespace).\(entry.name) '\(entry.value.glyph)' (U+\(code))")
            }
        }
        XCTAssertGreaterThan(R.image.all.count, 20)
        XCTAssertEqual(missing, [], "icons DejaVu Sans Mono has no glyph for (\(font.font))")
    }

    func testTheToolkitsOwnToastIconsAreInDejaVuSansMono() throws {
        let font = try FontCoverage.dejaVuSansMono.get()
        for style in ToastStyle.allCases {
            let glyph = style.icon.glyph
            XCTAssertEqual(font.missing(in: glyph), [], "toast \(style) '\(glyph)'")
        }
    }

    func testTheCoverageIsReadFromTheFont() throws {
        // Guards the check itself: glyphs the font has and one it has not.
        let font = try FontCoverage.dejaVuSansMono.get()
        XCTAssertTrue(font.covers("⌂"))
        XCTAssertTrue(font.covers("─"))
        XCTAssertFalse(font.covers("ⓘ"), "U+24D8, the old info icon, is not in DejaVu Sans Mono")
        XCTAssertFalse(font.covers("\u{1F600}"))
    }
}
