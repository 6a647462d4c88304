import Foundation

/// Reads a `Resources/` folder into a `ResourceSet`, checking every file. Throws all the
/// problems found, each at its file and line.
///
/// The layout: `Strings/<language>/<Table>.strings`, `Colors.json`, `Icons.json`,
/// `TextStyles.json`, `Configs/<name>.env`, `Themes/<name>.json`, `VERSION` (required) and `README.md`. Hidden
/// files are ignored; anything else is an error, so that a misspelt name doesn't
/// silently leave its resources out.
enum ResourceLoader {
    static let versionFile = "VERSION"
    static let knownEntries = [
        "Strings/", "Configs/", "Themes/", "Colors.json", "Icons.json", "TextStyles.json", versionFile,
        "README.md",
    ]

    static func load(from root: URL) throws -> ResourceSet {
        guard isDirectory(root) else {
            throw Diagnostic(file: root.path, line: 1, "the Resources folder is missing")
        }
        let entries = try contents(of: root)
        var diagnostics: [Diagnostic] = []
        for entry in entries
        where !knownEntries.contains(entry.lastPathComponent + (isDirectory(entry) ? "/" : "")) {
            diagnostics.append(
                Diagnostic(
                    file: entry.path, line: 1,
                    "unexpected resource '\(entry.lastPathComponent)'; \(root.path) holds "
                        + knownEntries.joined(separator: ", ")))
        }
        let version = try DiagnosticList.collect(into: &diagnostics) {
            try readVersion(root.appendingPathComponent(versionFile))
        }
        let strings = try DiagnosticList.collect(into: &diagnostics) {
            try loadStrings(root.appendingPathComponent("Strings", isDirectory: true))
        }
        let colors = try DiagnosticList.collect(into: &diagnostics) {
            try readJSON(root.appendingPathComponent("Colors.json"), ColorsFile.parse) ?? []
        }
        let icons = try DiagnosticList.collect(into: &diagnostics) {
            try readJSON(root.appendingPathComponent("Icons.json"), IconsFile.parse) ?? []
        }
        let textStyles = try DiagnosticList.collect(into: &diagnostics) {
            try readJSON(root.appendingPathComponent("TextStyles.json"), TextStylesFile.parse) ?? []
        }
        let configs = try DiagnosticList.collect(into: &diagnostics) {
            try loadConfigs(root.appendingPathComponent("Configs", isDirectory: true))
        }
        let themes = try DiagnosticList.collect(into: &diagnostics) {
            try loadConfigs(root.appendingPathComponent("Themes", isDirectory: true), extension: "json")
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return ResourceSet(
            version: version!, strings: strings!, colors: colors!, icons: icons!, textStyles: textStyles!,
            configs: configs!, themes: themes!)
    }

    /// The version: the one line of `VERSION`, like `1.0.0` or `2.1.0-beta.1`.
    static func parseVersion(_ text: String, file: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }) else {
            throw Diagnostic(
                file: file, line: 1, "VERSION is empty; write the app version on its first line, like 1.0.0"
            )
        }
        if let extra = lines[(first + 1)...].firstIndex(where: { !$0.isEmpty }) {
            throw Diagnostic(file: file, line: extra + 1, "VERSION must hold one line, the app version")
        }
        let version = lines[first]
        let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-+")
        guard version.allSatisfy(allowed.contains), version.first?.isNumber == true else {
            throw Diagnostic(
                file: file, line: first + 1,
                "'\(version)' is not a version: use digits and dots like 1.0.0 (a -beta.1 or +build suffix may follow)"
            )
        }
        return version
    }

    // MARK: - Files

    private static func readVersion(_ url: URL) throws -> String {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Diagnostic(
                file: url.path, line: 1, "VERSION is missing; it holds the app version, like 1.0.0")
        }
        return try parseVersion(try readText(url), file: url.path)
    }

    private static func loadStrings(_ folder: URL) throws -> StringTables {
        guard isDirectory(folder) else { return .empty }
        var diagnostics: [Diagnostic] = []
        var languages: [StringTables.LanguageSource] = []
        for entry in try contents(of: folder) {
            guard isDirectory(entry) else {
                diagnostics.append(
                    Diagnostic(
                        file: entry.path, line: 1,
                        "unexpected file in Strings/: tables live in Strings/<language>/<Table>.strings"))
                continue
            }
            var tables: [StringTables.TableSource] = []
            for file in try contents(of: entry) {
                guard file.pathExtension == "strings", !isDirectory(file) else {
                    diagnostics.append(
                        Diagnostic(
                            file: file.path, line: 1,
                            "unexpected file: a language folder holds <Table>.strings files"))
                    continue
                }
                let parsed = try DiagnosticList.collect(into: &diagnostics) {
                    try StringsFileParser.parse(try readText(file), file: file.path)
                }
                if let parsed {
                    tables.append(
                        StringTables.TableSource(
                            name: file.deletingPathExtension().lastPathComponent, file: file.path, entries: parsed
                        ))
                }
            }
            languages.append(
                StringTables.LanguageSource(code: entry.lastPathComponent, path: entry.path, tables: tables)
            )
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return try StringTables.build(languages)
    }

    /// The `<name>.<fileExtension>` files of `folder` (Configs/ or Themes/), embedded as text.
    private static func loadConfigs(_ folder: URL, extension fileExtension: String = "env") throws -> [ConfigFile] {
        guard isDirectory(folder) else { return [] }
        var diagnostics: [Diagnostic] = []
        var configs: [ConfigFile] = []
        for file in try contents(of: folder) {
            guard file.pathExtension == fileExtension, !isDirectory(file) else {
                diagnostics.append(
                    Diagnostic(
                        file: file.path, line: 1,
                        "unexpected file: \(folder.lastPathComponent)/ holds <name>.\(fileExtension) files"))
                continue
            }
            if let text = try DiagnosticList.collect(into: &diagnostics, { try readText(file) }) {
                configs.append(ConfigFile(name: file.deletingPathExtension().lastPathComponent, text: text))
            }
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return configs.sorted { $0.name < $1.name }
    }

    /// Parses a JSON resource file with `parse`; nil when the file doesn't exist.
    private static func readJSON<T>(_ url: URL, _ parse: (String, String) throws -> T) throws -> T? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try parse(try readText(url), url.path)
    }

    private static func readText(_ url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Diagnostic(
                file: url.path, line: 1, "cannot read the file: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(file: url.path, line: 1, "the file is not UTF-8 text")
        }
        return text
    }

    /// A folder's entries but hidden ones, sorted by name.
    private static func contents(of folder: URL) throws -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw Diagnostic(
                file: folder.path, line: 1, "cannot list the folder: \(error.localizedDescription)")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
