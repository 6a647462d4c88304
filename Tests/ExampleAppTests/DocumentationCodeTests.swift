import Foundation
import XCTest

/// The docs' Swift examples are compiled code, and their links lead somewhere.
///
/// Each ```` ```swift ```` block of `README.md`, `docs/*.md` and the DocC landing pages is a region of a Swift file
/// under `Tests/` or `Sources/`, which the build compiles (and the tests run, where the
/// region is a test). A region starts with a line `// docs: <page>` (`// docs: overlays.md`)
/// and ends with `// docs: end`; its lines, less the start line's indentation, are the
/// block. A block without its region fails, and so does a region no page shows any more.
final class DocumentationCodeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One code example: the page it is on (or names) and its text.
    private struct Example: Hashable, CustomStringConvertible {
        let page: String
        let text: String
        let place: String

        static func == (lhs: Example, rhs: Example) -> Bool { lhs.page == rhs.page && lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) {
            hasher.combine(page)
            hasher.combine(text)
        }

        var description: String {
            "\(place): \(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")…"
        }
    }

    /// `README.md` and every page under `docs/`, by their path from the package root.
    private func pages() throws -> [String: String] {
        var pages = [
            "README.md": try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        ]
        let docs = Self.root.appendingPathComponent("docs")
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
            pages["docs/\(name)"] = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
        }
        // The DocC landing pages (`make docs`).
        for page in ["Sources/TUICore/TUICore.docc/TUICore.md", "Sources/TUIKit/TUIKit.docc/TUIKit.md"] {
            pages[page] = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        }
        return pages
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func indentation(_ line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Drops `count` leading spaces (a blank line may have fewer).
    private static func dedent(_ line: Substring, by count: Int) -> Substring {
        line.dropFirst(min(count, indentation(line)))
    }

    /// The ```` ```swift ```` blocks of a page, less their fence's indentation.
    static func swiftBlocks(of text: String, page: String) -> [(text: String, line: Int)] {
        var blocks: [(String, Int)] = []
        var current: [Substring]?
        var fenceIndentation = 0
        var start = 0
        for (index, line) in lines(text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
                fenceIndentation = indentation(line)
                start = index + 1
            } else if let body = current {
                if trimmed == "```" {
                    blocks.append((body.joined(separator: "\n"), start))
                    current = nil
                } else {
                    current = body + [dedent(line, by: fenceIndentation)]
                }
            }
        }
        return blocks
    }

    /// The regions marked `// docs: <page>` … `// docs: end` in a Swift file. Regions may
    /// nest (an `end` closes the latest); marker lines belong to none.
    static func regions(of text: String, file: String) -> [(page: String, text: String, line: Int)] {
        var regions: [(String, String, Int)] = []
        var open: [(page: String, indentation: Int, line: Int, body: [Substring])] = []
        for (index, line) in lines(text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// docs: ") {
                let name = String(trimmed.dropFirst("// docs: ".count))
                if name != "end" {
                    open.append((name, indentation(line), index + 1, []))
                } else if let region = open.popLast() {
                    regions.append((region.page, region.body.joined(separator: "\n"), region.line))
                }
            } else {
                for position in open.indices {
                    open[position].body.append(dedent(line, by: open[position].indentation))
                }
            }
        }
        return regions
    }

    private func swiftFiles() -> [URL] {
        var files: [URL] = []
        for folder in ["Tests", "Sources"] {
            let enumerator = FileManager.default.enumerator(
                at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift", !url.path.contains("__Snapshots__") { files.append(url) }
            }
        }
        return files
    }

    func testEverySwiftExampleInTheDocsIsCompiledCode() throws {
        var shown: [Example] = []
        for (page, text) in try pages() {
            let name = URL(fileURLWithPath: page).lastPathComponent
            shown += Self.swiftBlocks(of: text, page: page).map {
                Example(page: name, text: $0.text, place: "\(page):\($0.line)")
            }
        }
        var compiled: [Example] = []
        for file in swiftFiles() {
            let relative = String(file.path.dropFirst(Self.root.path.count + 1))
            compiled += Self.regions(of: try String(contentsOf: file, encoding: .utf8), file: relative).map {
                Example(page: $0.page, text: $0.text, place: "\(relative):\($0.line)")
            }
        }
        XCTAssertGreaterThan(shown.count, 30, "the docs' Swift examples were not found")
        let compiledSet = Set(compiled)
        let shownSet = Set(shown)
        for example in shown where !compiledSet.contains(example) {
            XCTFail("\(example) is not the text of any `// docs: \(example.page)` region in Tests/ or Sources/")
        }
        for example in compiled where !shownSet.contains(example) {
            XCTFail("\(example): no ```swift block of \(example.page) shows this region any more")
        }
    }

    func testTheExtractionReadsFencesAndRegions() {
        let page = "Text\n\n  ```swift\n  let a = 1\n\n    f(a)\n  ```\n\n```sh\nmake\n```\n"
        XCTAssertEqual(Self.swiftBlocks(of: page, page: "p.md").map(\.text), ["let a = 1\n\n  f(a)"])
        let source = "func f() {\n    // docs: p.md\n    let a = 1\n\n      f(a)\n    // docs: end\n}\n"
        let regions = Self.regions(of: source, file: "f.swift")
        XCTAssertEqual(regions.map(\.page), ["p.md"])
        XCTAssertEqual(regions.map(\.text), ["let a = 1\n\n  f(a)"])
        let nested = Self.regions(
            of: "// docs: a.md\nlet a = 1\n// docs: b.md\nlet b = 2\n// docs: end\n// docs: end\n", file: "")
        XCTAssertEqual(nested.map(\.page), ["b.md", "a.md"])
        XCTAssertEqual(nested.map(\.text), ["let b = 2", "let a = 1\nlet b = 2"])
    }

    // MARK: - Links

    /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces as hyphens.
    static func anchor(of heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of a Markdown page's headings (outside code fences).
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in lines(text) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            anchors.insert(anchor(of: heading.replacingOccurrences(of: "`", with: "")))
        }
        return anchors
    }

    /// The targets of the page's `[text](target)` links and `![alt](image)` pictures,
    /// outside code fences and code spans.
    static func links(of text: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for line in lines(text) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            let withoutSpans = String(line).replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
            let range = NSRange(withoutSpans.startIndex..., in: withoutSpans)
            for match in pattern.matches(in: withoutSpans, range: range) {
                if let target = Range(match.range(at: 1), in: withoutSpans) {
                    targets.append(String(withoutSpans[target]))
                }
            }
        }
        return targets
    }

    func testEveryLinkInTheDocsResolves() throws {
        let pages = try pages()
        var checked = 0
        for (page, text) in pages where !page.contains(".docc/") {
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for link in Self.links(of: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target = path.isEmpty ? Self.root.appendingPathComponent(page) : folder.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    XCTFail("\(page): the link \(link) leads to no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.anchors(of: try String(contentsOf: target, encoding: .utf8))
                    XCTAssertTrue(
                        anchors.contains(String(parts[1])), "\(page): the link \(link) names no heading there")
                }
            }
        }
        XCTAssertGreaterThan(checked, 40, "the docs' links were not found")
    }

    func testAnchorsAreGitHubs() {
        XCTAssertEqual(Self.anchor(of: "Module shape: MVVM + Coordinator"), "module-shape-mvvm--coordinator")
        XCTAssertEqual(Self.anchor(of: "Links from a browser or xdg-open"), "links-from-a-browser-or-xdg-open")
        XCTAssertEqual(Self.links(of: "[a](b.md) `[c](d)` ![e](images/f.svg)"), ["b.md", "images/f.svg"])
    }

    func testTheReadmeStaysShort() throws {
        let size = try Data(contentsOf: Self.root.appendingPathComponent("README.md")).count
        XCTAssertLessThanOrEqual(size, 12 * 1024, "README.md is \(size) bytes: move detail into docs/")
    }
}
