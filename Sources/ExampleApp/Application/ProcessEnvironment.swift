#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's environment variables, read from `environ`: the CLI reads them once at
/// launch and hands them to everything that needs one. `ProcessInfo.processInfo.environment`
/// gives the same, but its first use sets up Foundation's process information, which
/// nothing before the first frame needs otherwise.
public enum ProcessEnvironment {
    /// Every `NAME=value` entry; of a name given twice, the first, as `getenv` reads it.
    public static func read() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
