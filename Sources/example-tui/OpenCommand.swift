import AppSupport
import ArgumentParser
import DeepLinks
import ExampleApp
import Foundation

/// `example-tui open URL`: hands a link to the running instance, as Safari hands one to an
/// iOS app, or starts one at that link. `xdg-open exampletui://…` runs this through the
/// desktop entry `make install` puts in place (packaging/, docs/install.md).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a link in the running example-tui, or start one at it.",
        discussion: """
            The link goes as it is over the per-user socket ($XDG_RUNTIME_DIR/example-tui.sock): \
            the running instance opens it, or shows an error toast for a malformed or unknown \
            one and refuses it, and then this fails with status 2 and the reason. With no \
            instance running, a good link starts one there; a bad one fails with status 2 and \
            starts nothing.
            """
    )

    @Argument(help: "The link, such as exampletui://settings.", completion: .routes)
    var url: String

    @OptionGroup var options: AppOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        do {
            let location = try InstanceSocketLocation.resolve(
                appName: AppIdentity.app.name, environment: environment, create: false)
            // The instance judges the link itself, so a bad one shows its toast there too.
            try InstanceSocketClient.send(.link(url), to: location)
        } catch {
            guard case .noInstance = error else { throw CommandError(error.description) }
            var launch = options.launchOptions(environment: environment)
            do {
                launch.route = try AppRoute(url: url)
            } catch {
                throw CommandError("nothing started: \(error.description)")
            }
            try AppLauncher.run(launch, environment: environment)
        }
    }
}
