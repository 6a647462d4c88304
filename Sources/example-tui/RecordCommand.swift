import AppSupport
import ArgumentParser
import ExampleApp
import Foundation
import Storage
import Synchronization
import TUIPseudoTerminal

/// `example-tui record [--output FILE] [URL]`: runs the app and writes the session as an
/// asciicast v2 file (docs/recording.md), the twin of `asciinema rec -c example-tui`. The app
/// records itself: its window hands each handled event and each frame, once on screen, to a
/// writer on a queue of its own, so recording adds nothing between a key and its frame.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run the app and record the session as an asciicast v2 file.",
        discussion: """
            The file holds the app's screens, the keys typed and the terminal's resizes, with \
            their times; `asciinema play FILE` or `example-tui replay FILE` plays it. It is \
            readable by you alone (mode 0600): it holds whatever you type. Without --output it \
            goes in the state folder ($XDG_STATE_HOME/example-tui/recordings), named by the \
            date. The exit status is the app's.
            """
    )

    @Option(
        name: .shortAndLong, help: "The file to write (replaced if it exists).", completion: .file(extensions: ["cast"])
    )
    var output: String?

    @Argument(help: "A route to open, such as exampletui://settings.", completion: .routes)
    var url: String?

    @OptionGroup var options: AppOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var launch = options.launchOptions(environment: environment)
        if let url { launch.route = try parseRoute(url) }
        guard let size = Self.terminalSize() else {
            throw CommandError("record needs a terminal: run it in one, not with its output redirected")
        }
        let path = try output ?? Self.defaultPath(environment: environment)
        let header = AsciicastHeader(
            width: size.columns,
            height: size.rows,
            timestamp: Int(Date().timeIntervalSince1970),
            environment: environment.filter { $0.key == "TERM" || $0.key == "SHELL" },
            title: ([AppIdentity.app.name] + (url.map { [$0] } ?? [])).joined(separator: " "),
            app: (AppIdentity.app.name, AppVersion.current),
            launch: launchFields(environment: environment)
        )
        let writer: AsciicastWriter
        do {
            writer = try AsciicastWriter(path: path, header: header)
        } catch {
            throw CommandError(error.description)
        }
        let stream = AsciicastSessionStream(writer: writer)
        // The app ends by `exit` (quitting, SIGTERM, SIGHUP, SIGINT): the file is finished then.
        RecordingEnd.arm(stream: stream, path: path)
        launch.recordsSession = true
        launch.sessionStream = stream
        try AppLauncher.run(launch, environment: environment)
        RecordingEnd.finish()
    }

    /// What a replay needs to build the same app (`assertReplay`): the route, and the
    /// language, theme and environment the app starts with, as resolved here from the flags
    /// and the environment the app is given.
    func launchFields(environment: [String: String]) -> [String: String] {
        let launch = options.launchOptions(environment: environment)
        var fields = ["lang": launch.language.rawValue, "theme": launch.theme.rawValue, "env": launch.environmentName]
        if let url { fields["route"] = url }
        return fields
    }

    /// The size of the terminal the app's output goes to; nil when it goes elsewhere (input
    /// may come from a pipe: the app reads what it sends, and the terminal still shows it).
    static func terminalSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// `<state>/recordings/<date>.cast`, the folder made private to the user.
    static func defaultPath(environment: [String: String], now: Date = Date()) throws(CommandError) -> String {
        let folder: URL
        do {
            folder = try StorageDirectories(appName: AppIdentity.app.name, environment: environment).state()
                .appendingPathComponent("recordings", isDirectory: true)
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandError("no folder for the recording: \(error); give one with --output FILE")
        }
        let stamp = now.formatted(
            Date.ISO8601FormatStyle(timeZone: .current).year().month().day().dateSeparator(.dash)
                .time(includingFractionalSeconds: false).timeSeparator(.omitted))
        var path = folder.appendingPathComponent("\(stamp).cast").path
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder.appendingPathComponent("\(stamp)-\(number).cast").path
            number += 1
        }
        return path
    }
}

/// The end of a recording, run once however the app ends by `exit`: the queued entries
/// written, the file closed, and where it is said on standard error (the terminal is the
/// shell's again by then).
enum RecordingEnd {
    private static let armed = Mutex<(stream: AsciicastSessionStream, path: String)?>(nil)

    static func arm(stream: AsciicastSessionStream, path: String) {
        armed.withLock { $0 = (stream, path) }
        atexit { RecordingEnd.finish() }
    }

    static func finish() {
        guard
            let (stream, path) = armed.withLock({ armed in
                defer { armed = nil }
                return armed
            })
        else { return }
        if let error = stream.finish() {
            FileHandle.standardError.write(Data("The recording stopped early: \(error.description)\n".utf8))
        }
        FileHandle.standardError.write(Data("Recorded to \(path)\n".utf8))
    }
}
