import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How much of this process is in memory (its resident set, RSS), as Linux reports it in
/// `/proc/self/statm`: the second field, in pages.
public enum ResidentMemory {
    /// This process's resident bytes now; nil where `/proc` is not there to read.
    public static func current() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        return bytes(statm: statm, pageSize: Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    /// The resident bytes a `statm` line reports (size, resident, shared… in pages).
    public static func bytes(statm: String, pageSize: Int) -> Int? {
        let fields = statm.split(whereSeparator: \.isWhitespace)
        guard fields.count > 1, let pages = Int(fields[1]), pages >= 0, pageSize > 0 else { return nil }
        return pages * pageSize
    }
}
