import TUIKit

@MainActor
final class ThemePickerCoordinator {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Analytics hear which theme was chosen.
    func reportChoice(of name: String) {
        dependencies.services.analytics.report(
            event: .rowTap, params: [.screen: "theme-picker", .title: .string(name)])
    }
}
