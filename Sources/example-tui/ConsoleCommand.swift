import AppSupport
import ArgumentParser
import DeepLinks
import ExampleApp
import Foundation
import Logs
import Storage

/// `example-tui console`: the app's log in another terminal (Textual's `textual console`,
/// Pulse's remote console), read from the SQLite store as a concurrent reader; it also sends
/// a link, a push or a mock scenario to the running app, and writes and reads bug reports.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Show the running example-tui's log in this terminal, send it links, pushes and mock scenarios.",
        usage: """
            example-tui console [--follow] [--plain | --json] [--level <level>] [--category <name> ...] [--search <text>] [--session <id>|all] [--requests | --messages]
              example-tui console --open <file> [--plain | --json] [<filters>]
              example-tui console --export <file> [--session <id>]
              example-tui console (--open-link <url> | --push <file.apns> | --scenario <name>)
            """,
        discussion: """
            It reads $XDG_STATE_HOME/example-tui/logs/logs.sqlite beside the running app (or \
            the last session when none runs), never waiting for it. With stdout a terminal and \
            neither --plain nor --json it is full screen: the debug panel itself over the store \
            (views, detail, filters, search, sessions v, export, copy; q quits), following the \
            app live; what needs the app (tools, storage, clear) says it is not available. \
            --plain prints one line a record for a pipe, --json one JSON object a line; both \
            print the stored records and exit, or with --follow go on printing new ones as the \
            app commits them (told over the instance socket, no polling) until Ctrl-C. When the \
            app quits, the console says so (on stderr, or in the title) and waits, without \
            polling, for it to start again, then follows its new session (unless --session \
            named one). A store that cannot be read fails with status 2 and the reason.

            --open-link, --push and --scenario go over the instance socket with the checks of \
            `open` and `push`; a refusal fails with status 2 and the app's reason. Scenarios: \
            \(ExampleApplication.scenarioNames.joined(separator: ", ")).

            --export writes a bug report in one file (a SQLite database: the session's messages \
            and requests, the app's version, environment, terminal and size, the text and HAR \
            exports); --open reads one back.
            """
    )

    @Flag(help: "Keep printing records as the running app writes them, across its restarts.")
    var follow = false

    @Flag(help: "One line a record, for a pipe (the default when stdout is not a terminal).")
    var plain = false

    @Flag(help: "One JSON object a line.")
    var json = false

    @Option(help: "Only messages of this level or above.")
    var level: LogLevel?

    @Option(help: "Only messages of this category (label); repeat for more.")
    var category: [String] = []

    @Option(help: "Only records containing this text (ignoring case and diacritics).")
    var search: String?

    @Option(help: "A session's id, or all (default: the last session).")
    var session: String?

    @Flag(help: "Requests only.")
    var requests = false

    @Flag(help: "Messages only.")
    var messages = false

    @Option(help: "Read a bug report written by --export or the debug panel.", completion: .file())
    var open: String?

    @Option(help: "Write the session as a bug report in one file.", completion: .file())
    var export: String?

    @Option(
        name: .customLong("open-link"), help: "Open a link in the running app, as `open` does.", completion: .routes)
    var openLink: String?

    @Option(
        name: .customLong("push"), help: "Deliver an .apns file to the running app, as `push` does.",
        completion: .file(extensions: ["apns"]))
    var pushFile: String?

    @Option(
        help: "Switch the running app's mock backend to this scenario.",
        completion: .list(ExampleApplication.scenarioNames))
    var scenario: String?

    func validate() throws {
        let remote = [openLink != nil, pushFile != nil, scenario != nil].filter { $0 }.count
        if remote > 1 { throw ValidationError("give one of --open-link, --push and --scenario") }
        if plain && json { throw ValidationError("give --plain or --json, not both") }
        if requests && messages { throw ValidationError("give --requests or --messages, not both") }
        if export != nil && (open != nil || follow) { throw ValidationError("--export takes no --open or --follow") }
        if open != nil && follow { throw ValidationError("a bug report does not change: --open takes no --follow") }
        if let session, session != "all", Int64(session) == nil {
            throw ValidationError("--session takes a session's id or all, not '\(session)'")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let appName = AppIdentity.app.name
        if let openLink {
            try send(.link(openLink), appName: appName, environment: environment)
            return
        }
        if let pushFile {
            try PushCommand.deliver(pushFile, appName: appName)
            return
        }
        if let scenario {
            guard ExampleApplication.scenarioNames.contains(scenario) else {
                throw CommandError(
                    "unknown scenario '\(scenario)'; one of \(ExampleApplication.scenarioNames.joined(separator: ", "))"
                )
            }
            try send(.scenario(scenario), appName: appName, environment: environment)
            return
        }
        let store: LogDatabase
        var archiveMetadata: [String: String]?
        do {
            if let open {
                let archive = try LogArchive.open(URL(fileURLWithPath: open))
                store = archive.store
                archiveMetadata = archive.metadata
            } else {
                store = try LogDatabase.openForReading(try Self.storeFile(environment: environment))
            }
        } catch let error as LogStoreReadError {
            throw CommandError(error.description)
        }
        let query = LogQuery(filter: filter, session: sessionID(in: store))
        if let export {
            try write(export, from: store, query: query, environment: environment)
            return
        }
        let kinds: [LogFilter.Kind] =
            requests ? [.tasks] : (messages || level != nil || !category.isEmpty) ? [.messages] : [.messages, .tasks]
        if !plain && !json && isatty(STDOUT_FILENO) == 1 {
            try ConsoleScreenLauncher.run(
                store: store, query: query, follow: open == nil, archive: archiveMetadata, environment: environment)
            return
        }
        let printer = ConsolePrinter(json: json, feed: LogConsoleFeed(store: store, query: query, kinds: kinds))
        printer.printStored()
        guard follow else { return }
        try printer.follow(appName: appName, environment: environment, switchesSession: session == nil)
    }

    private var filter: LogFilter {
        LogFilter(
            levels: level.map { level in Set(LogLevel.allCases.filter { $0 >= level }) } ?? [],
            categories: Set(category), searchText: search ?? "")
    }

    /// The session asked for: an id, all (nil), or by default the newest in the store.
    private func sessionID(in store: LogDatabase) -> Int64? {
        if session == "all" { return nil }
        return session.flatMap { Int64($0) } ?? store.session.id
    }

    /// `<state>/logs/logs.sqlite`, where the app writes it.
    static func storeFile(environment: [String: String]) throws(CommandError) -> URL {
        do {
            return try ExampleApplication.logsDirectory(
                in: StorageDirectories(appName: AppIdentity.app.name, environment: environment)
            ).appendingPathComponent(LogDatabase.fileName)
        } catch {
            throw CommandError("no state folder for the log store: \(error)")
        }
    }

    private func send(_ message: InstanceMessage, appName: String, environment: [String: String]) throws {
        do {
            let location = try InstanceSocketLocation.resolve(appName: appName, environment: environment, create: false)
            try InstanceSocketClient.send(message, to: location)
        } catch {
            if case .noInstance = error {
                throw CommandError("\(error.description); start one with `\(appName)`, then try again")
            }
            throw CommandError(error.description)
        }
    }

    private func write(_ path: String, from store: LogDatabase, query: LogQuery, environment: [String: String]) throws {
        let url = URL(fileURLWithPath: path)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw CommandError("\(path) exists; give a new file")
        }
        let session = store.sessions().first { $0.id == query.session }
        var metadata = [
            "app": AppIdentity.app.name, "created": Date().formatted(.iso8601),
            "version": session?.version ?? AppIdentity.app.version, "environment": session?.environment ?? "",
            "terminal": environment["TERM"] ?? "", "written by": "console --export",
        ]
        if let session { metadata["session started"] = session.started.formatted(.iso8601) }
        if let size = RecordCommand.terminalSize() { metadata["size"] = "\(size.columns)x\(size.rows)" }
        do {
            try LogArchive.write(
                from: store, query: LogQuery(filter: LogFilter(), session: query.session), metadata: metadata,
                creatorName: AppIdentity.app.name, to: url)
        } catch {
            throw CommandError("cannot write \(path): \(error)")
        }
        print(url.path)
    }
}

extension Logs.LogLevel: ArgumentParser.ExpressibleByArgument {}
