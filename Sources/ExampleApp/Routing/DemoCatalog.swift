import TUIKit

/// One demo in the Examples list, with its route id (`exampletui://examples/<id>`).
struct Demo: Sendable {
    let id: String
    let icon: Icon
    let title: @Sendable () -> String
    let subtitle: @Sendable () -> String
    let makeController: @MainActor @Sendable (AppDependencies) -> ScreenController
}

/// The demos that exist, in list order. Later features add their entries here.
enum DemoCatalog {
    static let demos: [Demo] = [
        Demo(
            id: "navigation",
            icon: R.image.ic24.navigation,
            title: { R.string.examples.navigationTitle() },
            subtitle: { R.string.examples.navigationSubtitle() },
            makeController: { NavigationDemoFactory.createNavigationDemoController(dependencies: $0, depth: 1) }
        ),
        Demo(
            id: "resources",
            icon: R.image.ic24.palette,
            title: { R.string.examples.resourcesTitle() },
            subtitle: { R.string.examples.resourcesSubtitle() },
            makeController: { _ in ResourcesDemoFactory.createResourcesDemoController() }
        ),
        Demo(
            id: "skeleton",
            icon: R.image.ic24.skeleton,
            title: { R.string.statesDemo.skeletonTitle() },
            subtitle: { R.string.statesDemo.skeletonSubtitle() },
            makeController: { SkeletonDemoFactory.createSkeletonDemoController(dependencies: $0) }
        ),
        Demo(
            id: "error-state",
            icon: R.image.ic24.errorState,
            title: { R.string.statesDemo.errorStateTitle() },
            subtitle: { R.string.statesDemo.errorStateSubtitle() },
            makeController: { ErrorStateDemoFactory.createErrorStateDemoController(dependencies: $0) }
        ),
    ]

    /// Route ids, as `AppRoute` accepts them.
    static var ids: [String] { demos.map(\.id) }

    static func demo(id: String) -> Demo? {
        demos.first { $0.id == id }
    }
}
