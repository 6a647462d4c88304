import Foundation

let status = GeneratorCommand.run(arguments: Array(CommandLine.arguments.dropFirst())) { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
exit(status)
