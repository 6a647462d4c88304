import ArgumentParser
import DeepLinks
import ExampleApp
import Foundation

/// `example-tui open URL`: hands a link to the running instance, as Safari hands one to an
/// iOS app, or starts one at that link. `xdg-open exampletui://…` runs this through the
/// desktop entry in the README.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a link in the running example-tui, or start one at it.",
        discussion: """
            The link goes over the per-user socket ($XDG_RUNTIME_DIR/example-tui.sock). A \
            malformed or unknown link fails with status 2 before anything is contacted.
            """
    )

    @Argument(help: "The link, such as exampletui://settings.")
    var url: String

    @OptionGroup var options: AppOptions

    func run() throws {
        var launch = options.launchOptions(environment: ProcessInfo.processInfo.environment)
        launch.route = try parseRoute(url)
        let environment = ProcessInfo.processInfo.environment
        do {
            let location = try InstanceSocketLocation.resolve(environment: environment, create: false)
            try InstanceSocketClient.send(.link(url), to: location)
        } catch {
            guard case .noInstance = error else { throw CommandError(error.description) }
            try AppLauncher.run(launch, environment: environment)
        }
    }
}
