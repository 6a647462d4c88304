import Foundation
import PackagePlugin

/// Generates `MockFiles.swift` (the package's `Mock/*.json` embedded as strings) into the
/// plugin work directory of the target it is applied to. Every file in `Mock/` and the
/// folder itself are inputs, so adding or editing a mock regenerates it.
@main
struct MocksPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let mocks = context.package.directoryURL.appending(path: "Mock", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "MockFiles.swift", directoryHint: .notDirectory)
        let files = (try? FileManager.default.contentsOfDirectory(at: mocks, includingPropertiesForKeys: nil)) ?? []
        return [
            .buildCommand(
                displayName: "Embedding Mock/*.json for \(target.name)",
                executable: try context.tool(named: "MockGenerator").url,
                arguments: [mocks.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [mocks] + files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
