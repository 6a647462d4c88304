#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time of the calling thread in nanoseconds: the work itself, whatever else the
/// machine runs.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// This process's resident memory (MiB), from `/proc/self/statm`.
func residentMegabytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return .nan }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return .nan }
    let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
    guard fields.count > 1, let resident = Double(fields[1]) else { return .nan }
    return resident * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Order statistics of a sample (in whatever unit the values are).
struct Summary {
    let count: Int
    let median: Double
    let p99: Double
    let minimum: Double
    let maximum: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        count = sorted.count
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return .nan }
            let index = Int((Double(sorted.count - 1) * fraction).rounded())
            return sorted[min(sorted.count - 1, max(0, index))]
        }
        median = percentile(0.5)
        p99 = percentile(0.99)
        minimum = sorted.first ?? .nan
        maximum = sorted.last ?? .nan
    }
}

/// Fixed-width table printing.
enum Table {
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text }
        let padding = String(repeating: " ", count: width - count)
        return right ? padding + text : text + padding
    }

    static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), decimals > 0 {
            let fraction = text[text.index(after: dot)...]
            if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
        }
        return text
    }

    static func section(_ title: String) {
        Swift.print("")
        Swift.print(title)
        Swift.print(String(repeating: "-", count: title.count))
    }

    /// Prints `rows` under `header`, the first column left-aligned and the rest right-aligned.
    static func print(header: [String], rows: [[String]]) {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        for (index, row) in all.enumerated() {
            let cells = row.enumerated().map { column, text in
                pad(text, widths[column], right: column > 0)
            }
            Swift.print(cells.joined(separator: "  "))
            if index == 0 {
                Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
    }
}

/// The folder the running executable is in (`/proc/self/exe`).
func executableFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "." }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
}
