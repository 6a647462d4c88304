import XCTest

@testable import TUICore

final class ColorTests: XCTestCase {
    // MARK: - Hex parsing and description

    func testHexParsesWithAndWithoutHash() {
        XCTAssertEqual(Color(hex: "#FF8000"), .rgb(255, 128, 0))
        XCTAssertEqual(Color(hex: "FF8000"), .rgb(255, 128, 0))
        XCTAssertEqual(Color(hex: "#ff8000"), .rgb(255, 128, 0))
        XCTAssertEqual(Color(hex: "#0a0B0c"), .rgb(10, 11, 12))
        XCTAssertEqual(Color(hex: "000000"), .rgb(0, 0, 0))
        XCTAssertEqual(Color(hex: "#FFFFFF"), .rgb(255, 255, 255))
    }

    func testBadHexIsRejected() {
        for text in [
            "", "#", "#FFF", "FFF", "#FFFFF", "#FFFFFFF", "FF80001", "##FF8000", "#GG0000", "#FF 800",
            " FF8000", "#FF800Z", "0xFF80", "#+FFFFF", "+FFFFF", "-00000", "#-0000F", "#ＦＦ８０００",
        ] {
            XCTAssertNil(
                Color(hex: text), "'\(text)' parsed as \(Color(hex: text).map(\.description) ?? "")")
        }
    }

    func testDescription() {
        XCTAssertEqual(Color.rgb(255, 128, 0).description, "#FF8000")
        XCTAssertEqual(Color.rgb(1, 2, 3).description, "#010203")
        XCTAssertEqual(Color.rgb(0, 0, 0).description, "#000000")
        XCTAssertEqual(Color.indexed(42).description, "@42")
        XCTAssertEqual(Color.indexed(0).description, "@0")
    }

    func testDescriptionParsesBack() {
        for color in [Color.rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(18, 52, 86), .rgb(171, 205, 239)] {
            XCTAssertEqual(Color(hex: color.description), color)
        }
    }

    // MARK: - Truecolor

    func testTrueColorPacksRGB() {
        XCTAssertEqual(Color.rgb(0x12, 0x34, 0x56).terminalValue(for: .trueColor), 0x123456)
        XCTAssertEqual(Color.rgb(255, 255, 255).terminalValue(for: .trueColor), 0xFFFFFF)
        // Below 8 a direct-colour entry reads a palette entry: black goes a step of green up.
        XCTAssertEqual(Color.rgb(0, 0, 0).terminalValue(for: .trueColor), 0x000100)
    }

    func testTrueColorShowsIndexedColorsAsXtermValues() {
        // The first 8 stay the terminal's own under xterm-direct (DirectPaletteTests).
        XCTAssertEqual(Color.indexed(1).terminalValue(for: .trueColor, directPalette: 0), 0xCD0000)
        XCTAssertEqual(Color.indexed(1).terminalValue(for: .trueColor), 1)
        XCTAssertEqual(Color.indexed(12).terminalValue(for: .trueColor), 0x5C5CFF)
        XCTAssertEqual(Color.indexed(16).terminalValue(for: .trueColor), 0x000000)
        XCTAssertEqual(Color.indexed(196).terminalValue(for: .trueColor), 0xFF0000)
        XCTAssertEqual(Color.indexed(67).terminalValue(for: .trueColor), 0x5F87AF)
        XCTAssertEqual(Color.indexed(231).terminalValue(for: .trueColor), 0xFFFFFF)
        XCTAssertEqual(Color.indexed(232).terminalValue(for: .trueColor), 0x080808)
        XCTAssertEqual(Color.indexed(255).terminalValue(for: .trueColor), 0xEEEEEE)
    }

    // MARK: - 256 colors

    func testPalette256PicksCubeColors() {
        XCTAssertEqual(Color.rgb(255, 0, 0).terminalValue(for: .palette256), 196)
        XCTAssertEqual(Color.rgb(0, 255, 0).terminalValue(for: .palette256), 46)
        XCTAssertEqual(Color.rgb(0, 0, 255).terminalValue(for: .palette256), 21)
        XCTAssertEqual(Color.rgb(0, 0, 0).terminalValue(for: .palette256), 16)
        XCTAssertEqual(Color.rgb(255, 255, 255).terminalValue(for: .palette256), 231)
        XCTAssertEqual(Color.rgb(95, 135, 175).terminalValue(for: .palette256), 67)
        // Near a cube level snaps to it: 250,5,10 is closest to 255,0,0.
        XCTAssertEqual(Color.rgb(250, 5, 10).terminalValue(for: .palette256), 196)
        XCTAssertEqual(Color.rgb(255, 128, 0).terminalValue(for: .palette256), 208)
    }

    func testPalette256PicksGraysForGrays() {
        XCTAssertEqual(Color.rgb(128, 128, 128).terminalValue(for: .palette256), 244)
        XCTAssertEqual(Color.rgb(8, 8, 8).terminalValue(for: .palette256), 232)
        XCTAssertEqual(Color.rgb(238, 238, 238).terminalValue(for: .palette256), 255)
        XCTAssertEqual(Color.rgb(100, 100, 100).terminalValue(for: .palette256), 241)
        XCTAssertEqual(Color.rgb(48, 48, 48).terminalValue(for: .palette256), 236)
    }

    func testPalette256MapsEveryPaletteColorToItself() {
        for index in 16...255 {
            let (red, green, blue) = Palette.rgb(ofIndex: index)
            let color = Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
            XCTAssertEqual(color.terminalValue(for: .palette256), index, "\(color)")
        }
    }

    func testPalette256KeepsIndexedColors() {
        XCTAssertEqual(Color.indexed(42).terminalValue(for: .palette256), 42)
        XCTAssertEqual(Color.indexed(3).terminalValue(for: .palette256), 3)
        XCTAssertEqual(Color.indexed(255).terminalValue(for: .palette256), 255)
    }

    // MARK: - 16 colors

    func testPalette16PicksTheNearestANSIColor() {
        XCTAssertEqual(Color.rgb(255, 0, 0).terminalValue(for: .palette16), 9)
        XCTAssertEqual(Color.rgb(205, 0, 0).terminalValue(for: .palette16), 1)
        XCTAssertEqual(Color.rgb(0, 255, 0).terminalValue(for: .palette16), 10)
        XCTAssertEqual(Color.rgb(0, 0, 255).terminalValue(for: .palette16), 4)
        XCTAssertEqual(Color.rgb(255, 255, 0).terminalValue(for: .palette16), 11)
        XCTAssertEqual(Color.rgb(0, 255, 255).terminalValue(for: .palette16), 14)
        XCTAssertEqual(Color.rgb(255, 0, 255).terminalValue(for: .palette16), 13)
        XCTAssertEqual(Color.rgb(0, 0, 0).terminalValue(for: .palette16), 0)
        XCTAssertEqual(Color.rgb(255, 255, 255).terminalValue(for: .palette16), 15)
        XCTAssertEqual(Color.rgb(128, 128, 128).terminalValue(for: .palette16), 8)
        XCTAssertEqual(Color.rgb(20, 10, 10).terminalValue(for: .palette16), 0)
    }

    func testPalette16MapsEveryANSIColorToItself() {
        for (index, (red, green, blue)) in Palette.ansi.enumerated() {
            let color = Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
            XCTAssertEqual(color.terminalValue(for: .palette16), index, "\(color)")
        }
    }

    func testPalette16DowngradesIndexedColors() {
        XCTAssertEqual(Color.indexed(5).terminalValue(for: .palette16), 5)
        XCTAssertEqual(Color.indexed(15).terminalValue(for: .palette16), 15)
        XCTAssertEqual(Color.indexed(196).terminalValue(for: .palette16), 9)
        XCTAssertEqual(Color.indexed(21).terminalValue(for: .palette16), 4)
        XCTAssertEqual(Color.indexed(231).terminalValue(for: .palette16), 15)
        XCTAssertEqual(Color.indexed(232).terminalValue(for: .palette16), 0)
        XCTAssertEqual(Color.indexed(244).terminalValue(for: .palette16), 8)
        for index in 0...255 {
            let value = Color.indexed(UInt8(index)).terminalValue(for: .palette16)
            XCTAssertTrue((0..<16).contains(value ?? -1), "@\(index) → \(String(describing: value))")
        }
    }

    func testPaletteValuesStayInRange() {
        for red in stride(from: 0, through: 255, by: 51) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 85) {
                    let color = Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
                    XCTAssertTrue(
                        (16..<256).contains(color.terminalValue(for: .palette256) ?? -1), "\(color)")
                    XCTAssertTrue((0..<16).contains(color.terminalValue(for: .palette16) ?? -1), "\(color)")
                }
            }
        }
    }

    // MARK: - 8 colors

    func testPalette8PicksTheNearestOfTheFirstEightColors() {
        XCTAssertEqual(Color.rgb(255, 0, 0).terminalValue(for: .palette8), 1)
        XCTAssertEqual(Color.rgb(0, 255, 0).terminalValue(for: .palette8), 2)
        XCTAssertEqual(Color.rgb(255, 255, 0).terminalValue(for: .palette8), 3)
        XCTAssertEqual(Color.rgb(0, 0, 255).terminalValue(for: .palette8), 4)
        XCTAssertEqual(Color.rgb(0, 0, 0).terminalValue(for: .palette8), 0)
        XCTAssertEqual(Color.rgb(255, 255, 255).terminalValue(for: .palette8), 7)
        for (index, (red, green, blue)) in Palette.ansi.prefix(8).enumerated() {
            let color = Color.rgb(UInt8(red), UInt8(green), UInt8(blue))
            XCTAssertEqual(color.terminalValue(for: .palette8), index, "\(color)")
        }
    }

    func testPalette8DowngradesBrightAndExtendedIndexedColors() {
        XCTAssertEqual(Color.indexed(3).terminalValue(for: .palette8), 3)
        XCTAssertEqual(Color.indexed(9).terminalValue(for: .palette8), 1)
        XCTAssertEqual(Color.indexed(12).terminalValue(for: .palette8), 4)
        XCTAssertEqual(Color.indexed(15).terminalValue(for: .palette8), 7)
        XCTAssertEqual(Color.indexed(196).terminalValue(for: .palette8), 1)
        for index in 0...255 {
            let value = Color.indexed(UInt8(index)).terminalValue(for: .palette8)
            XCTAssertTrue((0..<8).contains(value ?? -1), "@\(index) → \(String(describing: value))")
        }
    }

    func testNoColorDepthShowsNoColor() {
        XCTAssertNil(Color.rgb(255, 0, 0).terminalValue(for: .none))
        XCTAssertNil(Color.indexed(1).terminalValue(for: .none))
    }

    // MARK: - ColorDepth

    func testDetectFromTerminfoColors() {
        XCTAssertEqual(ColorDepth.detect(colors: 1 << 24, environment: [:]), .trueColor)
        XCTAssertEqual(ColorDepth.detect(colors: 256, environment: [:]), .palette256)
        XCTAssertEqual(ColorDepth.detect(colors: 88, environment: [:]), .palette16)
        XCTAssertEqual(ColorDepth.detect(colors: 16, environment: [:]), .palette16)
        XCTAssertEqual(ColorDepth.detect(colors: 15, environment: [:]), .palette8)
        XCTAssertEqual(ColorDepth.detect(colors: 8, environment: [:]), .palette8)
        XCTAssertEqual(ColorDepth.detect(colors: 7, environment: [:]), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 2, environment: [:]), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 0, environment: [:]), .none)
        XCTAssertEqual(ColorDepth.detect(colors: -1, environment: [:]), .none)
    }

    func testNonEmptyNoColorDisablesColor() {
        XCTAssertEqual(ColorDepth.detect(colors: 1 << 24, environment: ["NO_COLOR": "1"]), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 256, environment: ["NO_COLOR": "yes"]), .none)
        XCTAssertEqual(ColorDepth.detect(colors: 8, environment: ["NO_COLOR": "0"]), .none)
    }

    func testEmptyNoColorIsIgnored() {
        // no-color.org: only a NO_COLOR that is present *and not empty* disables color.
        XCTAssertEqual(ColorDepth.detect(colors: 256, environment: ["NO_COLOR": ""]), .palette256)
        XCTAssertEqual(ColorDepth.detect(colors: 1 << 24, environment: ["NO_COLOR": ""]), .trueColor)
        XCTAssertEqual(ColorDepth.detect(colors: 256, environment: ["TERM": "xterm"]), .palette256)
    }

    func testDepthsAreOrdered() {
        XCTAssertLessThan(ColorDepth.none, .palette8)
        XCTAssertLessThan(ColorDepth.palette8, .palette16)
        XCTAssertLessThan(ColorDepth.palette16, .palette256)
        XCTAssertLessThan(ColorDepth.palette256, .trueColor)
        XCTAssertFalse(ColorDepth.trueColor < .trueColor)
        XCTAssertEqual(ColorDepth.allCases.sorted(), [.none, .palette8, .palette16, .palette256, .trueColor])
        XCTAssertEqual(ColorDepth.allCases.max(), .trueColor)
    }
}
