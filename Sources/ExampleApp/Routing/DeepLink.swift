/// A deeplink the app handles (the template's `DeepLink`): every place `AppRoute` names,
/// parsed from a URL by `DeepLinkService`. A new route fails to compile here until it is
/// given its link.
public enum DeepLink: Equatable, Sendable {
    case examples
    case settings
    case example(id: String, query: [String: String] = [:])
    case components
    case component(id: String)
    /// The debug panel (dev environment only).
    case logs

    /// Parses `exampletui://…`; the error says what is wrong and lists the known routes.
    public init(url: String) throws(RouteError) {
        self.init(route: try AppRoute(url: url))
    }

    public init(route: AppRoute) {
        switch route {
        case .examples: self = .examples
        case .settings: self = .settings
        case .example(let id, let query): self = .example(id: id, query: query)
        case .components: self = .components
        case .component(let id): self = .component(id: id)
        case .logs: self = .logs
        }
    }

    /// The screen the link opens.
    public var route: AppRoute {
        switch self {
        case .examples: .examples
        case .settings: .settings
        case .example(let id, let query): .example(id, query: query)
        case .components: .components
        case .component(let id): .component(id)
        case .logs: .logs
        }
    }
}
