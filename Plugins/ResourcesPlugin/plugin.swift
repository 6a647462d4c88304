import Foundation
import PackagePlugin

/// Generates `R.swift` (typed accessors for the package's top-level `Resources/` folder)
/// into the plugin work directory of the target it is applied to.
///
/// Every file and folder under `Resources/` is an input of the build command, so editing or
/// adding a resource regenerates the file; a broken resource fails the build with the
/// generator's `path:line: error: message` lines.
@main
struct ResourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(
            path: "Resources", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(
            path: "R.swift", directoryHint: .notDirectory)
        return [
            .buildCommand(
                displayName: "Generating R.swift for \(target.name)",
                executable: try context.tool(named: "ResourceGenerator").url,
                arguments: [resources.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: inputs(under: resources),
                outputFiles: [output]
            )
        ]
    }

    /// Every file and folder under `folder`, and `folder` itself, sorted for a stable command.
    ///
    /// SwiftPM keeps this list until the package's structure changes (a Swift file added or
    /// removed, the manifest edited), not when a file under `Resources/` comes or goes. The
    /// folders are inputs too, so that adding a file (which changes its folder) regenerates:
    /// the generator reads the folders itself. A deleted file stays listed, and the build
    /// reports it as a missing input until the list is made again (`touch Package.swift`).
    private func inputs(under folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
        else { return [] }
        var inputs = [folder]
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isRegularFile == true || values?.isDirectory == true { inputs.append(url) }
        }
        return inputs.sorted { $0.path < $1.path }
    }
}
