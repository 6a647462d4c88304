import AppSupport
import Foundation

/// A place in the app that a URL of the `exampletui://` scheme names.
public enum AppRoute: Equatable, Sendable {
    case examples
    case settings
    /// A demo, with what its link's query says (`?path=/usr/share` for the tree's folder).
    case example(String, query: [String: String] = [:])
    case components
    case component(String)
    /// The debug panel (dev environment only).
    case logs

    public static let scheme = AppIdentity.app.urlScheme

    /// Parses `exampletui://examples`, `exampletui://settings`, `exampletui://components`,
    /// `exampletui://logs`, `exampletui://examples/<demo>` for a demo in `DemoCatalog` or
    /// `exampletui://components/<id>` for one in `ComponentCatalog`. A demo's link keeps its
    /// query (`exampletui://examples/tree?path=/usr/share`), decoded.
    public init(url: String) throws(RouteError) {
        let prefix = Self.scheme + "://"
        guard url.lowercased().hasPrefix(prefix) else { throw .wrongScheme(url) }
        var path = url.dropFirst(prefix.count)
        var query: [String: String] = [:]
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            if path[end] == "?" { query = Self.parameters(of: path[path.index(after: end)...].prefix { $0 != "#" }) }
            path = path[..<end]
        }
        let parts = path.split(separator: "/").map { $0.lowercased() }
        switch parts.count {
        case 1 where parts[0] == "examples": self = .examples
        case 1 where parts[0] == "settings": self = .settings
        case 1 where parts[0] == "components": self = .components
        case 1 where parts[0] == "logs": self = .logs
        case 2 where parts[0] == "examples":
            guard DemoCatalog.ids.contains(parts[1]) else { throw .unknownDemo(parts[1], url: url) }
            self = .example(parts[1], query: query)
        case 2 where parts[0] == "components":
            guard ComponentCatalog.ids.contains(parts[1]) else { throw .unknownComponent(parts[1], url: url) }
            self = .component(parts[1])
        default:
            throw .unknownRoute(url)
        }
    }

    public var url: String {
        switch self {
        case .examples: return "\(Self.scheme)://examples"
        case .settings: return "\(Self.scheme)://settings"
        case .example(let id, let query):
            let parameters = query.sorted { $0.key < $1.key }.map {
                Self.escaped($0.key) + "=" + Self.escaped($0.value)
            }
            return "\(Self.scheme)://examples/\(id)"
                + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
        case .components: return "\(Self.scheme)://components"
        case .component(let id): return "\(Self.scheme)://components/\(id)"
        case .logs: return "\(Self.scheme)://logs"
        }
    }

    /// `a=1&b=two%20words` as a dictionary; the last of a repeated name wins.
    private static func parameters(of query: Substring) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            if !name.isEmpty { parameters[name] = value }
        }
        return parameters
    }

    private static func escaped(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Every route the app knows, for help texts.
    public static var all: [AppRoute] {
        [.examples, .settings, .components, .logs] + DemoCatalog.ids.map { .example($0) }
            + ComponentCatalog.ids.map { .component($0) }
    }
}

/// A URL that names no place in the app.
public enum RouteError: Error, Equatable, CustomStringConvertible {
    case wrongScheme(String)
    case unknownRoute(String)
    case unknownDemo(String, url: String)
    case unknownComponent(String, url: String)

    public var description: String {
        let known = "known routes: " + AppRoute.all.map(\.url).joined(separator: ", ")
        switch self {
        case .wrongScheme(let url):
            return "'\(url)' is not an \(AppRoute.scheme):// link; \(known)"
        case .unknownRoute(let url):
            return "unknown route '\(url)'; \(known)"
        case .unknownDemo(let id, let url):
            return "unknown demo '\(id)' in '\(url)'; \(known)"
        case .unknownComponent(let id, let url):
            return "unknown component '\(id)' in '\(url)'; \(known)"
        }
    }
}
