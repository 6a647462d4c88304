import Foundation

/// The command: `ResourceGenerator <Resources folder> <output R.swift>`.
///
/// Writes the output only when its text changes, so that editing a resource's comment
/// doesn't recompile the app. Problems go to standard error as `path:line: error: message`
/// lines, and the exit status is non-zero.
enum GeneratorCommand {
    static let usage = "usage: ResourceGenerator <Resources folder> <output R.swift>"

    /// Runs the command with `arguments` (without the program name); returns the exit
    /// status and writes messages with `printError`.
    static func run(arguments: [String], printError: (String) -> Void) -> Int32 {
        guard arguments.count == 2 else {
            printError(usage)
            return 2
        }
        let resources = URL(fileURLWithPath: arguments[0], isDirectory: true)
        let output = URL(fileURLWithPath: arguments[1])
        do {
            let source = SwiftEmitter.emit(try ResourceLoader.load(from: resources))
            try writeIfChanged(source, to: output)
            return 0
        } catch {
            let diagnostics = (try? DiagnosticList.diagnostics(in: error)) ?? []
            if diagnostics.isEmpty {
                printError("error: \(error)")
            } else {
                for diagnostic in diagnostics { printError(diagnostic.description) }
            }
            return 1
        }
    }

    static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if let existing = try? Data(contentsOf: url), existing == data { return }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(
                file: url.path, line: 1, "cannot write the generated file: \(error.localizedDescription)")
        }
    }
}
