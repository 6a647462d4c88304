import ArgumentParser
import Foundation

// Usage errors and bad input exit with status 2 and one clear message; help and
// --version exit 0.
do {
    var command = try ExampleTUICommand.parseAsRoot()
    try command.run()
} catch let error as CommandError {
    FileHandle.standardError.write(Data("example-tui: \(error.description)\n".utf8))
    exit(2)
} catch {
    let code = ExampleTUICommand.exitCode(for: error)
    let message = ExampleTUICommand.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
}
