/// A language the app's strings are translated into.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case en
    case ru

    /// English is the fallback for anything not translated.
    public static let fallback = Language.en

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (POSIX order); the first set variable decides, and an unknown one means English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
            return Language(rawValue: code) ?? fallback
        }
        return fallback
    }
}
