import TUICore
import XCTest

/// In 24-bit colour a direct-colour terminfo entry reads its lowest values as the terminal's
/// palette (8 for `xterm-direct`, 256 for `xterm-direct256`): a palette colour below that
/// stays an index, so the "terminal" theme keeps the user's scheme, and no RGB colour is
/// sent as one.
final class DirectPaletteTests: XCTestCase {
    func testAnANSIColourStaysAnIndexWhereTheEntryHasIt() {
        XCTAssertEqual(Color.indexed(14).terminalValue(for: .trueColor, directPalette: 256), 14)
        XCTAssertEqual(Color.indexed(14).terminalValue(for: .trueColor, directPalette: 16), 14)
        XCTAssertEqual(Color.indexed(3).terminalValue(for: .trueColor, directPalette: 8), 3)
    }

    func testAPaletteColourBeyondTheEntrysPaletteIsSentAsXtermShowsIt() {
        XCTAssertEqual(Color.indexed(14).terminalValue(for: .trueColor, directPalette: 8), 0x00FFFF)
        XCTAssertEqual(Color.indexed(196).terminalValue(for: .trueColor, directPalette: 16), 0xFF0000)
    }

    func testAnRGBColourNeverFallsIntoThePalette() {
        XCTAssertEqual(Color.rgb(0, 0, 0).terminalValue(for: .trueColor, directPalette: 256), 0x000100)
        XCTAssertEqual(Color.rgb(0, 0, 0x80).terminalValue(for: .trueColor, directPalette: 256), 0x000180)
        XCTAssertEqual(Color.rgb(0, 0, 5).terminalValue(for: .trueColor, directPalette: 8), 0x000105)
        XCTAssertEqual(Color.rgb(0, 0, 9).terminalValue(for: .trueColor, directPalette: 8), 9)
        XCTAssertEqual(Color.rgb(0x12, 0x34, 0x56).terminalValue(for: .trueColor, directPalette: 256), 0x123456)
    }
}
