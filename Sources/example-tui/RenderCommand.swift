import ArgumentParser
import ExampleApp
import Foundation
import TUIKit

/// `example-tui render URL`: prints the frame a route shows, without a terminal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the frame a route shows, without a terminal: as text, with ANSI colours, or as SVG.",
        discussion: """
            Replays --keys (comma-separated names: enter, esc, tab, shift-tab, up, down, left, \
            right, space, backspace, pgup, pgdn, home, end, f1 to f12, ctrl-X, alt-X or one \
            character) and then advances the clock by --after (500ms, 2s, 1.5s).
            """
    )

    @Argument(help: "The route to render, such as exampletui://examples.", completion: .routes)
    var url: String

    @Option(help: "Terminal size as COLSxROWS.")
    var size = "80x24"

    @Option(help: "Keys to press after the route opens, comma-separated.")
    var keys: String?

    @Option(help: "Time to let pass after the keys: 500ms, 2s, 1.5s.")
    var after: String?

    @Flag(help: "Draw icons in ASCII, as on a terminal without UTF-8.")
    var ascii = false

    @Option(help: "text (the default), ansi (colours and attributes as escape sequences) or svg (a picture).")
    var format: FrameFormat = .text

    @OptionGroup var options: AppOptions

    func run() throws {
        let route = try parseRoute(url)
        guard let size = Size(parsing: size) else {
            throw CommandError("bad size '\(self.size)': expected COLSxROWS, such as 80x24")
        }
        var pressed: [KeyEvent] = []
        if let keys {
            switch KeyNames.parseList(keys) {
            case .success(let parsed): pressed = parsed
            case .failure(let error): throw CommandError(error.description)
            }
        }
        var delay: Duration?
        if let after {
            guard let duration = DurationParser.parse(after) else {
                throw CommandError("bad duration '\(after)': expected a number with ms or s, such as 500ms or 2s")
            }
            delay = duration
        }
        var launch = options.launchOptions(environment: ProcessInfo.processInfo.environment)
        // A frame shows the theme asked for (or dark), never the one last chosen in Settings.
        launch.usesSavedTheme = false
        // Nor the screen-reader mode last chosen: only --screen-reader or the variable.
        launch.screenReader = launch.screenReader ?? false
        // The app's logs go where they go while it runs, not into the printed frame's stderr.
        AppLauncher.routeLogs(of: &launch)
        let request = FrameRenderer.Request(
            route: route,
            size: size,
            options: launch,
            keys: pressed,
            after: delay ?? .zero,
            unicode: !ascii
        )
        // The frame may wait on async work (a load that sleeps on the clock), which runs
        // on the main actor: hand the main thread to dispatch and finish from a task.
        Task { @MainActor in
            do {
                let frame = try await FrameRenderer.render(request)
                switch format {
                case .text: print(frame.text)
                case .ansi: print(ANSIFrameWriter.write(frame), terminator: "")
                case .svg:
                    // `custom` is the user's file's theme, read as the app read it.
                    let theme =
                        AppThemes.available(directories: launch.directories).themes.first {
                            $0.name == launch.theme.name
                        } ?? launch.theme
                    print(FrameRenderer.svg(of: frame, theme: theme), terminator: "")
                }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("example-tui: \(error)\n".utf8))
                Foundation.exit(2)
            }
        }
        dispatchMain()
    }
}

/// What `render` prints.
enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case ansi
    case svg
}

/// Parses `500ms`, `2s`, `1.5s`.
enum DurationParser {
    static func parse(_ text: String) -> Duration? {
        let lowered = text.lowercased()
        if lowered.hasSuffix("ms"), let value = Double(lowered.dropLast(2)), value >= 0 {
            return .milliseconds(Int64(value))
        }
        if lowered.hasSuffix("s"), let value = Double(lowered.dropLast()), value >= 0 {
            return .milliseconds(Int64(value * 1000))
        }
        return nil
    }
}
