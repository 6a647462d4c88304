/// Mouse reports as xterm sends them, in its SGR form (`ESC [ < b ; x ; y M`, `m` on
/// release; mode 1006) and the older X10 form (`ESC [ M` and three bytes, each 32 over
/// its value). The app asks for presses, releases, the wheel and motion with a button
/// held (modes 1000 and 1002).
enum MouseReport {
    /// The event an SGR report's parameters (after `<`) and final byte describe; nil for
    /// a report that is malformed or of a button the app does not use.
    static func sgr(parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        var numbers: [Int] = []
        var digits = 0
        for byte in parameters {
            if byte == UInt8(ascii: ";") {
                guard digits > 0, numbers.count < 3 else { return nil }
                digits = 0
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if digits == 0 { numbers.append(0) }
                digits += 1
                guard digits <= 5 else { return nil }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
            } else {
                return nil
            }
        }
        guard numbers.count == 3, digits > 0, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let position = Point(x: numbers[1] - 1, y: numbers[2] - 1)
        return event(button: numbers[0], at: position, released: final == UInt8(ascii: "m"))
    }

    /// The event an X10 report's three bytes describe.
    static func legacy(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 32 }), bytes[1] > 32, bytes[2] > 32 else { return nil }
        let position = Point(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)
        // X10 says "released" with button 3, without naming the button.
        let button = Int(bytes[0]) - 32
        return event(button: button, at: position, released: button & 0b11 == 3 && button & 96 == 0)
    }

    /// The button code's low bits name the button, 32 marks motion and 64 the wheel; 4, 8
    /// and 16 are Shift, Meta and Ctrl, which the app does not tell apart.
    private static func event(button code: Int, at position: Point, released: Bool) -> MouseEvent? {
        guard code & 128 == 0 else { return nil }  // buttons 8 to 11
        let button = code & 0b11
        if code & 64 != 0 {
            switch button {
            case 0: return MouseEvent(.wheelUp, at: position)
            case 1: return MouseEvent(.wheelDown, at: position)
            default: return nil  // the horizontal wheel
            }
        }
        if code & 32 != 0 { return MouseEvent(.move, at: position) }
        if released { return button == 0 || button == 3 ? MouseEvent(.release, at: position) : nil }
        switch button {
        case 0: return MouseEvent(.press, at: position)
        case 2: return MouseEvent(.rightPress, at: position)
        default: return nil
        }
    }
}
