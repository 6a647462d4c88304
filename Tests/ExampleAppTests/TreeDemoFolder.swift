import Foundation

/// A small project made in a temporary folder for the tree demo's tests: fixed names, fixed
/// contents (so fixed sizes), a link, and numbered files that sort as people expect.
struct TreeDemoFolder {
    /// The folder that holds `sample-project`.
    let parent: URL

    var path: String { parent.appendingPathComponent("sample-project").path }

    init() throws {
        parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("tree-demo-\(UUID().uuidString)", isDirectory: true)
        let root = parent.appendingPathComponent("sample-project")
        let files = [
            "Sources/App/main.swift": "print(\"Hello\")\n",
            "Sources/App/Window.swift": "struct Window {}\n",
            "Sources/Core/Model.swift": "struct Model {}\n",
            "Tests/AppTests.swift": "import XCTest\n",
            "docs/guide.md": "# Guide\n",
            "docs/notes 2.txt": "two\n",
            "docs/notes 10.txt": "ten\n",
            "Package.swift": "// swift-tools-version: 6.0\n",
            "README.md": "# Sample project\n\nA folder the tree demo's tests make.\n",
        ]
        for (relative, contents) in files {
            let file = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        // A link back to the project itself: shown as a link, never followed.
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
    }

    func remove() {
        try? FileManager.default.removeItem(at: parent)
    }
}
