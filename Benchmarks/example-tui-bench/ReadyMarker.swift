import Foundation

/// What the app under measurement shows when a screen is ready, as it prints it
/// (`<app> ready-marker [--launch]`): the benchmark waits for the app's own words, not for
/// a screen's text it would have to know.
enum ReadyMarker {
    static func of(_ executable: String, _ arguments: [String] = [], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["ready-marker"] + arguments
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let marker = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard process.terminationStatus == 0, !marker.isEmpty else {
            throw BenchError("\(executable) ready-marker \(arguments.joined(separator: " ")) printed no marker")
        }
        return marker
    }
}
