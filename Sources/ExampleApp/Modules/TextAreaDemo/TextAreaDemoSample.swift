/// The large file the demo opens: lines of a made-up server log, about 52 bytes each, so
/// 200,000 of them make 10 MB. Line 1,000 holds bytes that are not UTF-8 and line 2,000 a
/// NUL, so the editor's messages about them show.
enum TextAreaDemoSample {
    static let lineCount = 200_000
    static let invalidLine = 1_000
    static let nulLine = 2_000
    /// Lines made between two progress reports.
    static let chunk = 10_000

    private static let levels: [[UInt8]] = ["INFO ", "DEBUG", "WARN ", "INFO ", "ERROR"].map { Array($0.utf8) }
    private static let get = Array(" GET ".utf8)
    private static let status = Array(" 200 in ".utf8)
    private static let milliseconds = Array(" ms".utf8)
    private static let paths: [[UInt8]] = ["/api/items/", "/api/users/", "/api/orders/", "/health/"].map {
        Array($0.utf8)
    }

    /// The file's bytes; `progress` hears how many lines are made after each chunk, and a
    /// cancelled task stops between chunks.
    static func bytes(lines: Int = lineCount, progress: (Int) -> Void = { _ in }) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines * 53)
        for line in 0..<lines {
            if line % chunk == 0, line > 0 {
                try Task.checkCancellation()
                progress(line)
            }
            if line > 0 { bytes.append(0x0A) }
            append(line: line, to: &bytes)
        }
        progress(lines)
        return bytes
    }

    /// "000123 12:03:45 INFO  GET /api/items/4567 200 in 23 ms"
    private static func append(line: Int, to bytes: inout [UInt8]) {
        digits(line + 1, width: 6, to: &bytes)
        bytes.append(0x20)
        let seconds = line % 86_400
        digits(seconds / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds % 60, width: 2, to: &bytes)
        bytes.append(0x20)
        bytes += levels[line % levels.count]
        bytes += get
        bytes += paths[line % paths.count]
        digits(line * 7 % 10_000, width: 4, to: &bytes)
        bytes += status
        digits(line * 13 % 97 + 1, width: 2, to: &bytes)
        bytes += milliseconds
        if line + 1 == invalidLine { bytes += [0x20, 0xFF, 0xFE, 0x21] }
        if line + 1 == nulLine { bytes += [0x20, 0x00, 0x21] }
    }

    private static func digits(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
