import AppSupport
import ArgumentParser
import ExampleApp
import Foundation

/// `example-tui [URL]`: the showcase app in the terminal.
struct ExampleTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example-tui",
        abstract: "The terminal twin of an iOS app template: a showcase of every feature.",
        usage: """
            example-tui [<url>] [--lang <lang>] [--env <env>] [--theme <theme>] [--screen-reader]
              example-tui open <url>
              example-tui push <file.apns>
              example-tui console [--follow] [--plain | --json] [--open-link <url> | --push <file> | --scenario <name>] [--export <file> | --open <file>]
              example-tui render <url> [--size <size>] [--keys <keys>] [--after <after>] [--ascii] [--screen-reader]
              example-tui record [--output <file>] [<url>]
              example-tui replay <file> [--speed <speed>] [--max-wait <seconds>]
              example-tui serve --ssh [<addr>:]<port> (--authorized-keys <file> | --open) [<url>]
              example-tui serve --web [<addr>:]<port> [--web-tokens <file>] [<url>]
            """,
        discussion: """
            Keys: Up/Down or j/k move, Enter or a click opens, Esc or Backspace goes back, \
            1-3, Tab and Shift-Tab switch tabs, F12 (dev) opens the debug panel, q or Ctrl-C quits, \
            Ctrl-Z suspends.

            Routes: \(AppRoute.all.map(\.url).joined(separator: ", ")).
            """,
        version: AppIdentity.app.version,
        subcommands: [
            RunCommand.self, OpenCommand.self, PushCommand.self, ConsoleCommand.self, RenderCommand.self,
            RecordCommand.self,
            ReplayCommand.self, ServeCommand.self,
            ReadyMarkerCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}

/// The interactive app (the default command).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the app in this terminal, optionally at a route (the default command)."
    )

    @Argument(help: "A route to open, such as exampletui://settings.", completion: .routes)
    var url: String?

    @OptionGroup var options: AppOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var launch = options.launchOptions(environment: environment)
        if let url { launch.route = try parseRoute(url) }
        try AppLauncher.run(launch, environment: environment)
    }
}
