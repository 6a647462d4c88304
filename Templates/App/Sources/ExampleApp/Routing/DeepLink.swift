/// A deeplink the app handles (the template's `DeepLink`): every place `AppRoute` names,
/// parsed from a URL by `DeepLinkService`. A new route fails to compile here until it is
/// given its link.
public enum DeepLink: Equatable, Sendable {
    case home
    case screen(id: String)
    case settings
    /// The debug panel (dev environment only).
    case logs

    /// Parses `exampletui://…`; the error says what is wrong and lists the known routes.
    public init(url: String) throws(RouteError) {
        self.init(route: try AppRoute(url: url))
    }

    public init(route: AppRoute) {
        switch route {
        case .home: self = .home
        case .screen(let id): self = .screen(id: id)
        case .settings: self = .settings
        case .logs: self = .logs
        }
    }

    /// The screen the link opens.
    public var route: AppRoute {
        switch self {
        case .home: .home
        case .screen(let id): .screen(id)
        case .settings: .settings
        case .logs: .logs
        }
    }
}
