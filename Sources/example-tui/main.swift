import ArgumentParser
import ExampleApp
import Foundation

// `serve` says it is shutting down with SIGUSR2 (`ServedSession.end`): ignored until the
// app answers it with a toast, since its default action would end the app unrestored.
signal(SIGUSR2, SIG_IGN)

// Usage errors and bad input exit with status 2 and one clear message; help and
// --version exit 0.
do {
    // `example-tui` alone, the usual start, goes straight to the app: parsing takes
    // ArgumentParser's reflection over every command's options, about 4 ms of a launch
    // that should take about 30. `argc`, not `arguments`, whose strings the app never reads.
    if CommandLine.argc == 1 {
        let environment = ProcessEnvironment.read()
        var launch = AppOptions.launchOptions(environment: environment)
        launch.usesSavedTheme = true
        try AppLauncher.run(launch, environment: environment)
    }
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
