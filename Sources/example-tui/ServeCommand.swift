import AppSupport
import ArgumentParser
import ExampleApp
import Foundation
import NIOCore
import NIOSSH
import Storage
import TUIServe

/// `example-tui serve --ssh [ADDR:]PORT (--authorized-keys FILE | --open) [URL]`: serves the
/// app over SSH, each session the app in its own process and pseudo-terminal
/// (docs/serving.md), the twin of Charm's Wish.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app over SSH or in the browser: each session runs it in a process of its own.",
        discussion: """
            Sign-in is by public key from an OpenSSH authorized_keys file (--authorized-keys), \
            or open to anyone (--open), limited to a few new connections a minute per address; \
            passwords are refused. The host key is made once in the state folder \
            ($XDG_STATE_HOME/example-tui/serve) and its fingerprint printed at start. Each \
            key's data lives in a folder of its own there; anonymous sessions get a throwaway \
            one. SIGTERM or Ctrl-C ends every session, its app's terminal restored, then the \
            server. With --web, each browser tab is a session too: the link printed at start \
            (its token, 128 random bits) or a token from --web-tokens opens the page.
            """
    )

    @Option(
        name: .customLong("ssh"),
        help: ArgumentHelp("Where to listen: PORT, or ADDR:PORT ([::1]:PORT for IPv6).", valueName: "[addr:]port"))
    var ssh: String?

    @Option(
        name: .customLong("web"),
        help: ArgumentHelp(
            "Serve the app in the browser too (or only): where to listen for HTTP, PORT or ADDR:PORT.",
            valueName: "[addr:]port"))
    var web: String?

    @Option(
        help: ArgumentHelp(
            "With --web: a file of tokens, one a line with an optional name (else a link token is printed).",
            valueName: "file"),
        completion: .file())
    var webTokens: String?

    @Option(
        help: ArgumentHelp("An OpenSSH authorized_keys file of the keys allowed in.", valueName: "file"),
        completion: .file())
    var authorizedKeys: String?

    @Flag(help: "Let anyone in, without a key (each session's data is thrown away at its end).")
    var open = false

    @Option(help: ArgumentHelp("The most sessions at once; the next client is told and closed.", valueName: "n"))
    var maxSessions = 20

    @Option(help: ArgumentHelp("End a session after this many seconds without input (0: never).", valueName: "seconds"))
    var idleTimeout = 1800

    @Option(help: ArgumentHelp("With --open: new connections a minute allowed per client address.", valueName: "n"))
    var connectionsPerMinute = 10

    @Option(
        help: ArgumentHelp("Close a connection that has not signed in after this many seconds.", valueName: "seconds"))
    var loginGraceTime = 30

    @Option(
        help: ArgumentHelp(
            "Drop a client whose output stays held back (it stopped reading) for this many seconds.",
            valueName: "seconds"))
    var stallTimeout = 10

    @Flag(help: "Every connection comes from a load balancer that sends the PROXY protocol (v1 or v2) first.")
    var proxyProtocol = false

    @Argument(help: "A route each session opens at, such as exampletui://settings.", completion: .routes)
    var url: String?

    @OptionGroup var options: AppOptions

    func validate() throws {
        guard ssh != nil || web != nil else {
            throw ValidationError("say what to serve: --ssh [ADDR:]PORT, --web [ADDR:]PORT or both")
        }
        if webTokens != nil, web == nil { throw ValidationError("--web-tokens goes with --web") }
        if let web { _ = try Self.listenAddress(web, option: "--web") }
        if ssh == nil, authorizedKeys != nil || open {
            throw ValidationError("--authorized-keys and --open go with --ssh (the browser's tabs need a token)")
        }
        if ssh != nil {
            guard authorizedKeys != nil || open else {
                throw ValidationError(
                    "say who may sign in: --authorized-keys FILE (public keys), or --open (anyone, without a key)")
            }
            if authorizedKeys != nil, open { throw ValidationError("--authorized-keys and --open exclude each other") }
        }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
        guard idleTimeout >= 0 else { throw ValidationError("--idle-timeout must not be negative") }
        guard stallTimeout >= 1 else { throw ValidationError("--stall-timeout must be at least 1") }
        guard loginGraceTime >= 1 else { throw ValidationError("--login-grace-time must be at least 1") }
        guard connectionsPerMinute >= 1 else { throw ValidationError("--connections-per-minute must be at least 1") }
        if let url { _ = try parseRoute(url) }
        if let ssh { _ = try Self.listenAddress(ssh) }
    }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        let stateFolder: String
        do {
            stateFolder =
                try StorageDirectories(appName: AppIdentity.app.name, environment: environment).state().path + "/serve"
        } catch {
            throw CommandError("no state folder for the server: \(error)")
        }
        let app = ServedApp(
            executable: Self.executablePath(), arguments: childArguments(),
            baseEnvironment: Self.baseEnvironment(environment), remoteUserVariable: Self.remoteUserVariable,
            name: AppIdentity.app.name)
        let userFolders = UserFolders(
            stateFolder: stateFolder, temporaryRoot: environment["TMPDIR"] ?? "/tmp", appName: AppIdentity.app.name)
        let supervisor: SessionSupervisor
        do {
            supervisor = try SessionSupervisor(
                maxSessions: maxSessions, idleTimeout: idleTimeout > 0 ? .seconds(idleTimeout) : nil,
                shutdownNotice: Self.shutdownNotice, log: Self.logLine)
        } catch {
            throw CommandError("\(error)")
        }
        var banner: [String] = []
        var stops: [@Sendable (@escaping @Sendable () -> Void) -> Void] = []
        if let web {
            let server = try startWeb(web, app: app, userFolders: userFolders, supervisor: supervisor, banner: &banner)
            stops.append { server.shutdown(completion: $0) }
        }
        if let ssh {
            let server = try startSSH(ssh, stateFolder: stateFolder, app: app, supervisor: supervisor, banner: &banner)
            stops.append { server.shutdown(completion: $0) }
        }
        let finished = DispatchSemaphore(value: 0)
        let stopAll = stops
        supervisor.onShutdownSignal { signal in
            Self.logLine("shutting down (signal \(signal)), \(supervisor.count) session(s) to end")
            let group = DispatchGroup()
            for stop in stopAll {
                group.enter()
                stop { group.leave() }
            }
            group.notify(queue: .global()) { finished.signal() }
        }
        // Unbuffered: a supervisor reading the pipe sees the address at once.
        FileHandle.standardOutput.write(Data((banner.joined(separator: "\n") + "\n").utf8))
        finished.wait()
        Self.logLine("stopped")
        Foundation.exit(0)
    }

    private func startWeb(
        _ web: String, app: ServedApp, userFolders: UserFolders, supervisor: SessionSupervisor, banner: inout [String]
    ) throws -> WebServer {
        let (host, port) = try Self.listenAddress(web, option: "--web")
        let tokens: WebTokens
        if let webTokens {
            guard let contents = try? String(contentsOfFile: webTokens, encoding: .utf8) else {
                throw CommandError("cannot read \(webTokens)")
            }
            tokens = WebTokens(fileContents: contents)
            for problem in tokens.problems {
                FileHandle.standardError.write(Data("\(AppIdentity.app.name): \(webTokens): \(problem)\n".utf8))
            }
            guard !tokens.entries.isEmpty else { throw CommandError("no usable token in \(webTokens)") }
        } else {
            tokens = WebTokens.link()
        }
        var configuration = WebServerConfiguration(
            host: host, port: port, tokens: tokens, app: app, userFolders: userFolders)
        configuration.stallTimeout = .seconds(stallTimeout)
        let server = WebServer(configuration: configuration, supervisor: supervisor)
        let address: String
        do {
            address = Self.describe(try server.start(), fallback: web)
        } catch {
            throw CommandError("cannot listen on \(web): \(error)")
        }
        if webTokens == nil, let token = tokens.entries.first?.token {
            banner.append("Serving \(AppIdentity.app.name) in the browser on http://\(address)/?token=\(token)")
        } else {
            banner.append(
                "Serving \(AppIdentity.app.name) in the browser on http://\(address)/?token=TOKEN "
                    + "(\(tokens.entries.count) token(s) from \(webTokens ?? ""))")
        }
        return server
    }

    private func startSSH(
        _ ssh: String, stateFolder: String, app: ServedApp, supervisor: SessionSupervisor, banner: inout [String]
    ) throws -> SSHServer {
        let (host, port) = try Self.listenAddress(ssh)
        let access = try access()
        let hostKey: NIOSSHPrivateKey
        do {
            hostKey = NIOSSHPrivateKey(ed25519Key: try HostKeyStore(folder: stateFolder).loadOrCreate())
        } catch {
            throw CommandError(error.description)
        }
        var configuration = SSHServerConfiguration(
            host: host, port: port, hostKey: hostKey, access: access, app: app,
            userFolders: UserFolders(
                stateFolder: stateFolder, temporaryRoot: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp",
                appName: AppIdentity.app.name)
        )
        configuration.loginGraceTime = .seconds(loginGraceTime)
        configuration.stallTimeout = .seconds(stallTimeout)
        configuration.proxyProtocol = proxyProtocol
        let server = SSHServer(configuration: configuration, supervisor: supervisor)
        let address: String
        do {
            address = Self.describe(try server.start(), fallback: ssh)
        } catch {
            throw CommandError("cannot listen on \(ssh): \(error)")
        }
        banner += [
            "Serving \(AppIdentity.app.name) over SSH on \(address)",
            "Host key: \(server.hostKeyFingerprint) (ED25519), in \(stateFolder)",
            open ? "Open to anyone, without a key" : "Keys from \(authorizedKeys ?? "")",
        ]
        return server
    }

    /// ADDR:PORT as listened on (the port chosen when 0 was asked for).
    static func describe(_ bound: SocketAddress, fallback: String) -> String {
        guard let ip = bound.ipAddress, let port = bound.port else { return fallback }
        return bound.protocol == .inet6 ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }

    /// The name of the variable that tells a session's app who signed in.
    /// How long each session's toast says the server is shutting down before it ends.
    static let shutdownNotice: Duration = .milliseconds(1500)
    static let remoteUserVariable = AppIdentity.app.environmentVariable("REMOTE_USER")

    private func access() throws -> SSHAccess {
        if open { return .open(connectionsPerMinute: connectionsPerMinute) }
        guard let authorizedKeys else { throw CommandError("no --authorized-keys") }
        let keys: AuthorizedKeys
        do {
            keys = try AuthorizedKeys(path: authorizedKeys)
        } catch {
            throw CommandError(error.description)
        }
        for problem in keys.problems {
            FileHandle.standardError.write(Data("\(AppIdentity.app.name): \(authorizedKeys): \(problem)\n".utf8))
        }
        guard !keys.entries.isEmpty else {
            throw CommandError(
                "no key in \(authorizedKeys) can sign in (the types taken: ssh-ed25519, ecdsa-sha2-nistp256/384/521)")
        }
        return .authorizedKeys(keys)
    }

    /// The same route and options for each session's app.
    func childArguments() -> [String] {
        var arguments = url.map { [$0] } ?? []
        if let lang = options.lang { arguments += ["--lang", lang.rawValue] }
        if let env = options.env { arguments += ["--env", env] }
        // Without --theme, each user's app starts in the theme that user chose last.
        if let theme = options.theme { arguments += ["--theme", theme.rawValue] }
        return arguments
    }

    /// What every session's app gets of the server's environment: PATH, a UTF-8 default
    /// locale (a client's LANG replaces it), the backtracer off, and the app's own settings
    /// (`EXAMPLE_TUI_*`).
    static func baseEnvironment(_ environment: [String: String]) -> [String: String] {
        var base = ["PATH": environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
        // A crash ends its session at once, its status logged: the Swift runtime's backtracer
        // would wait half a minute for a key on the remote terminal and show the app's insides
        // to whoever is connected. The server's own SWIFT_BACKTRACE, if set, is passed on.
        base["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        let prefix = AppIdentity.app.environmentVariable("")
        for (name, value) in environment where name.hasPrefix(prefix) && name != remoteUserVariable {
            base[name] = value
        }
        return base
    }

    /// `PORT`, `ADDR:PORT` or `[ADDR6]:PORT`; a port alone listens on every address.
    static func listenAddress(_ text: String, option: String = "--ssh") throws -> (String, Int) {
        var host = "0.0.0.0"
        var portText = Substring(text)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = text[text.index(after: close)...].dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard let port = Int(portText), (0...65535).contains(port), !host.isEmpty else {
            throw ValidationError("\(option) takes PORT or ADDR:PORT, such as 2222 or 127.0.0.1:2222 (not \"\(text)\")")
        }
        return (host, port)
    }

    @Sendable static func logLine(_ line: String) {
        let stamp = Date().formatted(.iso8601)
        FileHandle.standardError.write(Data("\(stamp) \(line)\n".utf8))
    }

    /// This binary, so each session runs the app that serves it.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
