/// Keys with modifiers in xterm's form, for the ones `TerminalKeySequences` does not list:
/// `CSI 1 ; m X` for arrows, Home, End and F1–F4 (X is A–D, H, F, P–S), and `CSI n ; m ~`
/// for the editing keys and F5–F12. `m` is 1 plus Shift (1), Alt (2), Ctrl (4) and Meta (8,
/// read as Alt). Ctrl-Delete and Shift-F5 arrive this way.
enum ModifiedKeySequence {
    static func key(parameters: [UInt8], final: UInt8) -> KeyEvent? {
        guard let numbers = numbers(parameters), numbers.count <= 2 else { return nil }
        let modifiers = numbers.count == 2 ? self.modifiers(numbers[1]) : []
        guard let modifiers else { return nil }
        if final == UInt8(ascii: "~") {
            guard let code = numbers.first, let key = tildeKeys[code] else { return nil }
            return KeyEvent(key, modifiers: modifiers)
        }
        guard let key = letterKeys[final], numbers.first ?? 1 == 1 else { return nil }
        return KeyEvent(key, modifiers: modifiers)
    }

    private static func modifiers(_ value: Int) -> KeyModifiers? {
        guard (1...16).contains(value) else { return nil }
        let bits = value - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// `;`-separated numbers of at most four digits each; nil for anything else.
    private static func numbers(_ parameters: [UInt8]) -> [Int]? {
        guard !parameters.isEmpty else { return [] }
        var numbers: [Int] = []
        for part in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard (1...4).contains(part.count),
                part.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            numbers.append(part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return numbers
    }

    private static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "P"): .function(1),
        UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
    ]

    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
