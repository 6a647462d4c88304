import Foundation

/// A `Resources/` folder in a temporary directory, written file by file for a test.
struct ResourceFolder {
    let url: URL

    /// A folder holding `files` (relative path → text); a `VERSION` of `1.0.0` unless given.
    init(_ files: [String: String], version: String? = "1.0.0\n") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ResourceGeneratorTests-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("Resources", isDirectory: true)
        var files = files
        if let version, files["VERSION"] == nil { files["VERSION"] = version }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// The absolute path of `relative`, as diagnostics name it.
    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}
