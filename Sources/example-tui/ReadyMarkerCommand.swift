import ArgumentParser
import ExampleApp
import Foundation

/// `example-tui ready-marker [--launch]`: the text a screen shows when it is ready, for the
/// end-to-end tests and the benchmark (hidden from the help).
struct ReadyMarkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ready-marker",
        abstract: "Print the text the main screen (or, with --launch, the launch screen) shows when ready.",
        shouldDisplay: false
    )

    @Flag(help: "The launch screen's marker (the environment's display name).")
    var launch = false

    @OptionGroup var options: AppOptions

    func run() throws {
        let launchOptions = options.launchOptions(environment: ProcessInfo.processInfo.environment)
        if launch {
            do {
                print(try ReadyMarkers.launchScreen(environmentName: launchOptions.environmentName))
            } catch {
                throw CommandError(error.description)
            }
        } else {
            print(ReadyMarkers.mainScreen(language: launchOptions.language))
        }
    }
}
