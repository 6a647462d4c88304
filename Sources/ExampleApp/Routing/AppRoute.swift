import AppSupport

/// A place in the app that a URL of the `exampletui://` scheme names.
public enum AppRoute: Equatable, Sendable {
    case examples
    case settings
    case example(String)
    case components
    case component(String)
    /// The debug panel (dev environment only).
    case logs

    public static let scheme = AppIdentity.app.urlScheme

    /// Parses `exampletui://examples`, `exampletui://settings`, `exampletui://components`,
    /// `exampletui://logs`, `exampletui://examples/<demo>` for a demo in `DemoCatalog` or
    /// `exampletui://components/<id>` for one in `ComponentCatalog`.
    public init(url: String) throws(RouteError) {
        let prefix = Self.scheme + "://"
        guard url.lowercased().hasPrefix(prefix) else { throw .wrongScheme(url) }
        var path = url.dropFirst(prefix.count)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        let parts = path.split(separator: "/").map { $0.lowercased() }
        switch parts.count {
        case 1 where parts[0] == "examples": self = .examples
        case 1 where parts[0] == "settings": self = .settings
        case 1 where parts[0] == "components": self = .components
        case 1 where parts[0] == "logs": self = .logs
        case 2 where parts[0] == "examples":
            guard DemoCatalog.ids.contains(parts[1]) else { throw .unknownDemo(parts[1], url: url) }
            self = .example(parts[1])
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
        case .example(let id): return "\(Self.scheme)://examples/\(id)"
        case .components: return "\(Self.scheme)://components"
        case .component(let id): return "\(Self.scheme)://components/\(id)"
        case .logs: return "\(Self.scheme)://logs"
        }
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
