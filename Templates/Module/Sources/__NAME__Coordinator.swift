import TUIKit

/// Where the __TITLE_LOWER__ screen goes next: pushes, sheets and reports go through here.
@MainActor
final class __NAME__Coordinator {
    weak var router: NavigationRouter?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Analytics hear of every row the user picks.
    func didChoose(_ item: String) {
        dependencies.services.analytics.report(event: .rowTap, params: [.screen: "__ID__", .title: item])
    }
}
