import Synchronization

/// Translated strings by language, table and key: what `.strings` files compile to.
///
/// The generated `R.string` accessors look keys up here in the current language; the
/// generator guarantees every key exists in every language, so the fallback to English
/// and then to the key itself only guards against a catalog built by hand.
public final class StringCatalog: Sendable {
    private let tables: [Language: [String: [String: String]]]

    public init(tables: [Language: [String: [String: String]]]) {
        self.tables = tables
    }

    public func string(_ key: String, table: String, language: Language = Localization.language) -> String {
        tables[language]?[table]?[key] ?? tables[.fallback]?[table]?[key] ?? key
    }
}

/// The language strings are shown in. Switchable at run time (Settings), so the next
/// frame renders in the new language.
public enum Localization {
    private static let current = Mutex(Language.fallback)

    public static var language: Language {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
