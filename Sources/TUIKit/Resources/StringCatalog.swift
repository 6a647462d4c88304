import AppSupport
import Synchronization

/// Translated strings by language, table and key: what `.strings` files compile to.
///
/// The generated `R.string` accessors look keys up here in the current language; the
/// generator guarantees every key exists in every language, so the fallback to English
/// and then to the key itself only guards against a catalog built by hand.
///
/// The generated catalog builds a table when it is first read: a launch's first frame reads a
/// handful of the tables of one language, and building all of them in both (dictionaries of
/// dictionaries, or closures kept in dictionaries) took a noticeable part of the time to it.
public final class StringCatalog: Sendable {
    /// One table's strings, by key.
    public typealias Table = [String: String]

    /// Makes a language's table by its name; nil for a table it does not have.
    private let build: @Sendable (Language, String) -> Table?
    /// The tables read so far, and those found missing (as nil).
    private let built = Mutex<[Language: [String: Table?]]>([:])

    /// A catalog whose tables `build` makes when first read, once each.
    public init(building build: @escaping @Sendable (_ language: Language, _ table: String) -> Table?) {
        self.build = build
    }

    /// A catalog of tables given whole.
    public convenience init(tables: [Language: [String: Table]]) {
        self.init(building: { language, table in tables[language]?[table] })
    }

    public func string(_ key: String, table: String, language: Language = Localization.language) -> String {
        self.table(table, in: language)?[key] ?? self.table(table, in: .fallback)?[key] ?? key
    }

    private func table(_ name: String, in language: Language) -> Table? {
        built.withLock { built in
            if let table = built[language]?[name] { return table }
            let table = build(language, name)
            built[language, default: [:]][name] = .some(table)
            return table
        }
    }
}

/// The language strings are shown in: the running app's (`AppContext.current`), so the
/// next frame after a switch in Settings renders in the new language, and two apps in one
/// process each show their own.
public enum Localization {
    public static var language: Language {
        get { AppContext.current.language }
        set { AppContext.current.language = newValue }
    }
}
