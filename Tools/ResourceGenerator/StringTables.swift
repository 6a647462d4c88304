/// The languages `Resources/Strings/<language>/` may be named after: the cases of
/// `TUIKit.Language` (keep the two in step). English is the fallback and must exist.
enum SupportedLanguages {
    static let codes = ["en", "ru"]
    static let fallback = "en"
}

/// A localized key of a table, checked in every language.
struct StringKey: Equatable {
    var key: String
    var identifier: String
    /// The accessor's arguments, from the English value's format specifiers.
    var arguments: [FormatArgumentKind]
    /// Whether the accessor runs the value through `R.format` (some language has a `%`).
    var formats: Bool
    /// The value by language code.
    var values: [String: String]
}

/// A `.strings` table (one file per language), checked across languages.
struct StringTable: Equatable {
    /// The file's base name (`TabBar`), which is also the table's name in the catalog.
    var name: String
    var identifier: String
    /// Sorted by key.
    var keys: [StringKey]
}

/// Every table of `Resources/Strings`, checked across languages.
struct StringTables: Equatable {
    /// The language folders' files as read.
    struct LanguageSource {
        var code: String
        /// The folder, for messages.
        var path: String
        var tables: [TableSource]
    }

    struct TableSource {
        var name: String
        var file: String
        var entries: [StringsEntry]
    }

    /// Sorted language codes.
    var languages: [String]
    /// Sorted by name.
    var tables: [StringTable]

    static let empty = StringTables(languages: [], tables: [])

    /// Checks the parsed files and builds the tables. Throws every problem found: an
    /// unknown language folder, a missing English folder, a duplicate key, a table or key
    /// missing in some language, a bad format string or one whose arguments differ between
    /// languages, and two tables or keys that become the same Swift name.
    static func build(_ languages: [LanguageSource]) throws -> StringTables {
        guard !languages.isEmpty else { return .empty }
        var diagnostics: [Diagnostic] = []
        let languages = languages.sorted { $0.code < $1.code }
        for language in languages where !SupportedLanguages.codes.contains(language.code) {
            diagnostics.append(
                Diagnostic(
                    file: language.path, line: 1,
                    "unknown language folder '\(language.code)'; the app knows "
                        + SupportedLanguages.codes.joined(separator: ", ") + " (TUIKit.Language)"))
        }
        let known = languages.filter { SupportedLanguages.codes.contains($0.code) }
        guard let fallback = known.first(where: { $0.code == SupportedLanguages.fallback }) else {
            diagnostics.append(
                Diagnostic(
                    file: languages[0].path, line: 1,
                    "no '\(SupportedLanguages.fallback)' folder next to this one: English is the "
                        + "fallback language and the source of format arguments"))
            throw DiagnosticList(diagnostics)
        }
        for language in known {
            for table in language.tables {
                diagnostics += duplicateKeys(in: table)
            }
        }
        let tableNames = Set(known.flatMap { $0.tables.map(\.name) }).sorted()
        // Where each table is, in the fallback language first: messages point there.
        let sourcesByTable = Dictionary(
            grouping: ([fallback] + known.filter { $0.code != fallback.code })
                .flatMap { language in language.tables.map { (code: language.code, table: $0) } },
            by: \.table.name)
        for name in tableNames {
            let present = sourcesByTable[name] ?? []
            for language in known where !present.contains(where: { $0.code == language.code }) {
                let first = present[0]
                diagnostics.append(
                    Diagnostic(
                        file: first.table.file, line: 1,
                        "table '\(name)' is missing in \(language.code): add "
                            + "\(language.path)/\(name).strings"))
            }
        }
        let tableIdentifiers =
            try DiagnosticList.collect(into: &diagnostics) {
                try SwiftIdentifier.identifiers(
                    for: tableNames.map { name in
                        let file = sourcesByTable[name]?.first?.table.file ?? name
                        return SwiftIdentifier.Source(name: name, file: file, line: 1)
                    },
                    kind: "table")
            } ?? tableNames.map { _ in "" }
        var tables: [StringTable] = []
        for (name, identifier) in zip(tableNames, tableIdentifiers) {
            let table = try DiagnosticList.collect(into: &diagnostics) {
                try buildTable(name: name, identifier: identifier, sources: sourcesByTable[name] ?? [])
            }
            if let table { tables.append(table) }
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return StringTables(languages: known.map(\.code), tables: tables)
    }

    private static func duplicateKeys(in table: TableSource) -> [Diagnostic] {
        var firstLine: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in table.entries {
            if let line = firstLine[entry.key] {
                diagnostics.append(
                    Diagnostic(
                        file: table.file, line: entry.line,
                        "duplicate key '\(entry.key)' (first at line \(line))"))
            } else {
                firstLine[entry.key] = entry.line
            }
        }
        return diagnostics
    }

    /// One table across its languages; `sources` lists the fallback language first.
    private static func buildTable(
        name: String, identifier: String, sources: [(code: String, table: TableSource)]
    ) throws -> StringTable {
        var diagnostics: [Diagnostic] = []
        // The first entry of each key per language (duplicates are reported already).
        var entries: [String: [String: (entry: StringsEntry, file: String)]] = [:]
        for (code, table) in sources {
            for entry in table.entries where entries[entry.key]?[code] == nil {
                entries[entry.key, default: [:]][code] = (entry, table.file)
            }
        }
        let keyNames = entries.keys.sorted()
        let codes = sources.map(\.code)
        // Where a key is first defined, in the fallback language when it has it.
        func origin(of key: String) -> (entry: StringsEntry, file: String, code: String) {
            let code = codes.first { entries[key]?[$0] != nil }!
            let found = entries[key]![code]!
            return (found.entry, found.file, code)
        }
        for key in keyNames {
            let origin = origin(of: key)
            for (code, table) in sources where entries[key]?[code] == nil {
                diagnostics.append(
                    Diagnostic(
                        file: origin.file, line: origin.entry.line,
                        "key '\(key)' of table '\(name)' is missing in \(code): add it to \(table.file)"))
            }
        }
        let keyIdentifiers =
            try DiagnosticList.collect(into: &diagnostics) {
                try SwiftIdentifier.identifiers(
                    for: keyNames.map { key in
                        let origin = origin(of: key)
                        return SwiftIdentifier.Source(name: key, file: origin.file, line: origin.entry.line)
                    },
                    kind: "key")
            } ?? keyNames.map { _ in "" }
        var keys: [StringKey] = []
        for (key, keyIdentifier) in zip(keyNames, keyIdentifiers) {
            let byLanguage = entries[key] ?? [:]
            var arguments: [(code: String, kinds: [FormatArgumentKind])] = []
            for code in codes {
                guard let (entry, file) = byLanguage[code] else { continue }
                do {
                    arguments.append((code, try FormatString(parsing: entry.value).arguments))
                } catch {
                    diagnostics.append(
                        Diagnostic(file: file, line: entry.line, "key '\(key)' (\(code)): \(error.message)"))
                }
            }
            if let reference = arguments.first {
                for other in arguments.dropFirst() where other.kinds != reference.kinds {
                    let (entry, file) = byLanguage[other.code]!
                    diagnostics.append(
                        Diagnostic(
                            file: file, line: entry.line,
                            "key '\(key)' takes \(describe(other.kinds)) in \(other.code) but "
                                + "\(describe(reference.kinds)) in \(reference.code): every language must "
                                + "use the same format specifiers"))
                }
            }
            keys.append(
                StringKey(
                    key: key, identifier: keyIdentifier,
                    arguments: arguments.first?.kinds ?? [],
                    formats: byLanguage.values.contains { FormatString.needsFormatting($0.entry.value) },
                    values: byLanguage.mapValues(\.entry.value)))
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return StringTable(name: name, identifier: identifier, keys: keys)
    }

    private static func describe(_ kinds: [FormatArgumentKind]) -> String {
        kinds.isEmpty ? "no arguments" : "(" + kinds.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
