import Foundation

/// Opens a URL outside the app, as `UIApplication.open(_:)` does on iOS: through `$BROWSER`
/// or `xdg-open`. `decide(_:)` says what to do with a link first (open it, ask, route it in
/// the app, copy it when there is no display, or refuse it), so the screen can confirm a
/// scheme it does not know before `launch(_:)` runs the program.
public struct URLOpener: Sendable {
    /// The longest URL the opener takes, in bytes of UTF-8.
    public static let maximumLength = 8 * 1024

    public enum Refusal: Equatable, Sendable {
        /// A control character (a line break, an escape) could smuggle a terminal sequence
        /// or a second argument.
        case controlCharacters
        case tooLong(bytes: Int)
        /// Not `scheme:rest`.
        case noScheme
        /// `file:` links run or show local files: never opened from a link.
        case fileScheme
    }

    public enum Decision: Equatable, Sendable {
        /// http or https: open it now.
        case open(String)
        /// Another scheme (mailto:, geo:, ftp:…): open it once the user confirms.
        case confirm(String)
        /// The app's own scheme: route it inside the app.
        case routeInApp(String)
        /// No display to open it on (or a session served to a remote user): show and copy it.
        case copy(String)
        case refuse(Refusal)
    }

    /// The app's own scheme, without `://`.
    public let appScheme: String
    public let environment: [String: String]
    public let launcher: ExternalLauncher
    /// The variable a served session sets to the remote user's name (under the app's own
    /// prefix); nil when the app is never served.
    public let remoteUserVariable: String?

    public init(
        appScheme: String, environment: [String: String], launcher: ExternalLauncher = .process,
        remoteUserVariable: String? = nil
    ) {
        self.appScheme = appScheme.lowercased()
        self.environment = environment
        self.launcher = launcher
        self.remoteUserVariable = remoteUserVariable
    }

    /// Whether a program opened here would show on the user's screen: a display, and the
    /// session not served to someone else's terminal.
    public var hasDisplay: Bool {
        let remote = remoteUserVariable.flatMap { environment[$0] }.map { !$0.isEmpty } ?? false
        let display = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        return display && !remote
    }

    /// The URL's problem, if it is not one to hand to another program.
    public static func refusal(of url: String) -> Refusal? {
        let bytes = url.utf8.count
        if bytes > maximumLength { return .tooLong(bytes: bytes) }
        if url.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacters
        }
        guard let scheme = scheme(of: url) else { return .noScheme }
        if scheme == "file" { return .fileScheme }
        return nil
    }

    /// The lowercased scheme: letters first, then letters, digits, `+`, `-`, `.` up to `:`.
    public static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = url[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let allowed = scheme.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
        return allowed ? scheme.lowercased() : nil
    }

    /// What to do with a link the user chose.
    public func decide(_ url: String) -> Decision {
        if let refusal = Self.refusal(of: url) { return .refuse(refusal) }
        let scheme = Self.scheme(of: url)
        if scheme == appScheme { return .routeInApp(url) }
        guard hasDisplay else { return .copy(url) }
        return scheme == "http" || scheme == "https" ? .open(url) : .confirm(url)
    }

    /// Runs the program that opens `url` (checked again here: never a refused one nor
    /// `file:`): the first of `$BROWSER`'s entries (`%s` replaced by the URL), or `xdg-open`.
    /// Returns once the program has started.
    public func launch(_ url: String) throws {
        if let refusal = Self.refusal(of: url) { throw refusal }
        try launch(url, variable: "BROWSER")
    }

    /// Starts `$<variable>` (its first `:`-separated entry) with `url`, or `xdg-open`.
    public func launch(_ url: String, variable: String) throws {
        let (program, arguments) = Self.command(for: url, setting: environment[variable])
        _ = try launcher.run(program, arguments, environment, false)
    }

    /// The program and arguments for `url`: `setting` split on spaces, its `%s` replaced by
    /// the URL (or the URL added last), or `xdg-open url` without a setting.
    public static func command(for url: String, setting: String?) -> (String, [String]) {
        let entry = setting?.split(separator: ":").first.map(String.init)?.trimmingCharacters(in: .whitespaces)
        guard let entry, !entry.isEmpty else { return ("xdg-open", [url]) }
        var words = entry.split(separator: " ").map(String.init)
        let program = words.removeFirst()
        if words.contains(where: { $0.contains("%s") }) {
            return (program, words.map { $0.replacingOccurrences(of: "%s", with: url) })
        }
        return (program, words + [url])
    }
}

extension URLOpener.Refusal: Error {}
