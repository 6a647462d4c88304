import AppSupport

/// A place in the app that a URL of the `exampletui://` scheme names.
public enum AppRoute: Equatable, Sendable {
    case home
    /// A screen listed on Home (`HomeCatalog`), by its id.
    case screen(String)
    case settings
    /// The debug panel (dev environment only).
    case logs

    public static let scheme = AppIdentity.app.urlScheme

    /// Parses `exampletui://home`, `exampletui://home/<id>` for a screen in `HomeCatalog`,
    /// `exampletui://settings` and `exampletui://logs`.
    public init(url: String) throws(RouteError) {
        let prefix = Self.scheme + "://"
        guard url.lowercased().hasPrefix(prefix) else { throw .wrongScheme(url) }
        var path = url.dropFirst(prefix.count)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        let parts = path.split(separator: "/").map { $0.lowercased() }
        switch parts.count {
        case 1 where parts[0] == "home": self = .home
        case 1 where parts[0] == "settings": self = .settings
        case 1 where parts[0] == "logs": self = .logs
        case 2 where parts[0] == "home":
            guard HomeCatalog.ids.contains(parts[1]) else { throw .unknownScreen(parts[1], url: url) }
            self = .screen(parts[1])
        default:
            throw .unknownRoute(url)
        }
    }

    public var url: String {
        switch self {
        case .home: return "\(Self.scheme)://home"
        case .screen(let id): return "\(Self.scheme)://home/\(id)"
        case .settings: return "\(Self.scheme)://settings"
        case .logs: return "\(Self.scheme)://logs"
        }
    }

    /// Every route the app knows, for help texts.
    public static var all: [AppRoute] {
        [.home, .settings, .logs] + HomeCatalog.ids.map { .screen($0) }
    }
}

/// A URL that names no place in the app.
public enum RouteError: Error, Equatable, CustomStringConvertible {
    case wrongScheme(String)
    case unknownRoute(String)
    case unknownScreen(String, url: String)

    public var description: String {
        let known = "known routes: " + AppRoute.all.map(\.url).joined(separator: ", ")
        switch self {
        case .wrongScheme(let url):
            return "'\(url)' is not an \(AppRoute.scheme):// link; \(known)"
        case .unknownRoute(let url):
            return "unknown route '\(url)'; \(known)"
        case .unknownScreen(let id, let url):
            return "unknown screen '\(id)' in '\(url)'; \(known)"
        }
    }
}
