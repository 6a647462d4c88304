import AppSupport
import ExampleApp
import Foundation
import XCTest

/// No library names the app: every module in `Sources/` but the app's own and its
/// executable is free of the app's name, URL scheme and environment prefix, in any case and
/// with any separator, so a new app made from the libraries shares nothing with this one.
final class LibrariesNameNoAppTests: XCTestCase {
    func testNoLibraryContainsTheAppsIdentity() throws {
        let identity = AppIdentity.app
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let appModule = String(reflecting: ExampleApplication.self).split(separator: ".")[0]
        let appFolders: Set<String> = [String(appModule), identity.name]
        let libraries = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !appFolders.contains($0) && !$0.hasPrefix(".") }
        XCTAssertGreaterThan(libraries.count, 5, "the libraries were not found under \(sources.path)")
        let words = Self.forms(of: [identity.name, identity.urlScheme, identity.environmentPrefix])
        var found: [String] = []
        for library in libraries.sorted() {
            let folder = sources.appendingPathComponent(library)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files {
                let path = folder.appendingPathComponent(file).path
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let lowered = line.lowercased()
                    if let word = words.first(where: { lowered.contains($0) }) {
                        found.append("Sources/\(library)/\(file):\(index + 1): '\(word)' in \(line.trimmed)")
                    }
                }
            }
        }
        XCTAssertEqual(found, [], "libraries naming the app:\n" + found.joined(separator: "\n"))
    }

    /// The words looked for: each lowercased as it is, and with `-`, `_` and spaces
    /// swapped for one another or dropped.
    static func forms(of words: [String]) -> [String] {
        var forms: Set<String> = []
        for word in words {
            let lowered = word.lowercased()
            let parts = lowered.split(whereSeparator: { "-_ ".contains($0) }).map(String.init)
            forms.insert(lowered)
            for separator in ["-", "_", " ", ""] { forms.insert(parts.joined(separator: separator)) }
        }
        return forms.sorted()
    }

    func testTheFormsCoverEverySpelling() {
        let forms = Self.forms(of: ["weather-tui", "WEATHER_TUI"])
        XCTAssertEqual(forms, ["weather tui", "weather-tui", "weather_tui", "weathertui"])
    }

    /// The package's root: this file is `Tests/<target>/<file>`.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}

extension Substring {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
