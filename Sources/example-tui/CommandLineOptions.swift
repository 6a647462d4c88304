import AppSupport
import ArgumentParser
import ExampleApp
import Foundation
import Storage
import TUIKit

// Module-qualified: in an app on the template's libraries by version (`make new-app`), the
// types and the protocol are all another package's, and the plain spelling warns that the
// conformance is retroactive.
extension AppSupport.Language: ArgumentParser.ExpressibleByArgument {}
extension TUIKit.Theme: ArgumentParser.ExpressibleByArgument {
    /// Any of the app's theme names (`custom` is the user's theme file).
    public init?(argument: String) {
        guard let theme = AppThemes.launchTheme(named: argument) else { return nil }
        self = theme
    }

    public static var allValueStrings: [String] { AppThemes.names }
}

/// Options shared by the interactive app and `render`.
struct AppOptions: ParsableArguments {
    @Option(help: "Language of the interface: en or ru (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: Language?

    @Option(
        help: "Environment: dev or prod (default: EXAMPLE_TUI_ENV, else dev).",
        completion: .list(Environments.available))
    var env: String?

    @Option(
        help: ArgumentHelp(
            "Theme: \(AppThemes.names.joined(separator: ", ")) (default: the one last chosen in Settings, else dark).",
            valueName: "theme"))
    var theme: Theme?

    @Flag(
        help: """
            Screen-reader mode: words instead of box drawing and ornaments, lists and forms as \
            labelled lines, changes announced on the last line (also EXAMPLE_TUI_SCREEN_READER=1, \
            or the Settings row, which is kept).
            """)
    var screenReader = false

    static let defaultTheme = Theme.dark

    func launchOptions(environment: [String: String]) -> LaunchOptions {
        var options = Self.launchOptions(
            lang: lang, env: env, theme: theme ?? Self.defaultTheme, environment: environment)
        options.usesSavedTheme = theme == nil
        if screenReader { options.screenReader = true }
        return options
    }

    /// The launch options these flags give; with none given, what `example-tui` alone starts with.
    static func launchOptions(
        lang: Language? = nil, env: String? = nil, theme: Theme = defaultTheme, environment: [String: String]
    ) -> LaunchOptions {
        var options = LaunchOptions(
            language: lang ?? Language.fromEnvironment(environment),
            theme: theme,
            environmentName: Environments.requestedName(flag: env, environment: environment),
            directories: StorageDirectories(appName: AppIdentity.app.name, environment: environment),
            platform: .current(environment: environment)
        )
        options.reducedMotion = AppSettings.reducedMotion(fromEnvironment: environment)
        // Asked for by the environment, or else as last chosen in Settings.
        options.screenReader = AppSettings.screenReader(fromEnvironment: environment) ? true : nil
        options.deliversAnalytics = true
        options.connectsPushChannel = true
        return options
    }
}

extension CompletionKind {
    /// The app's routes, asked of the binary when Tab is pressed (`example-tui ---completion`),
    /// so a shell's completion follows the build that answers it.
    static var routes: CompletionKind {
        .custom { _, _, prefix in
            let routes = AppRoute.all.map(\.url).filter { $0.hasPrefix(prefix) }
            // zsh's `_describe` reads a colon as the start of a description: escape the scheme's.
            guard CompletionShell.requesting == .zsh else { return routes }
            return routes.map { $0.replacingOccurrences(of: ":", with: "\\:") }
        }
    }
}

/// An error the command reports as one line on stderr, exiting with status 2.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

}

/// Parses a route, with the error as a `CommandError`.
func parseRoute(_ url: String) throws(CommandError) -> AppRoute {
    do {
        return try AppRoute(url: url)
    } catch {
        throw CommandError(error.description)
    }
}
