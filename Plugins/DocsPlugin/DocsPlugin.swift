import Foundation
import PackagePlugin

/// Generates `DocsPages.swift` (the package's README.md and docs/*.md embedded as strings)
/// into the plugin work directory of the target it is applied to. The pages and the docs
/// folder are inputs, so editing or adding a page regenerates it.
@main
struct DocsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let docs = root.appending(path: "docs", directoryHint: .isDirectory)
        let readme = root.appending(path: "README.md", directoryHint: .notDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "DocsPages.swift", directoryHint: .notDirectory)
        let manager = FileManager.default
        let pages = ((try? manager.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var inputs = pages
        if manager.fileExists(atPath: docs.path(percentEncoded: false)) { inputs.insert(docs, at: 0) }
        if manager.fileExists(atPath: readme.path(percentEncoded: false)) { inputs.insert(readme, at: 0) }
        return [
            .buildCommand(
                displayName: "Embedding README.md and docs/*.md for \(target.name)",
                executable: try context.tool(named: "DocsEmbedder").url,
                arguments: [root.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
