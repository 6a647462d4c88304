import AppSupport
import Observation

/// Settings rows and what changing each does; every change applies at once.
@MainActor
@Observable
final class SettingsViewModel {
    enum Item: Int, CaseIterable {
        case environment
        case language
        case theme
        case tabBarStyle
        case haptics
        case reducedMotion
        case shareAnalytics
        case version
    }

    var selection = ListSelection(count: Item.allCases.count)
    private(set) var errorMessage: String?
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: SettingsCoordinator

    init(settings: AppSettings, coordinator: SettingsCoordinator) {
        self.settings = settings
        self.coordinator = coordinator
    }

    /// One row a setting: its title and current value, in the app's language.
    struct Row: Equatable {
        let item: Item
        let title: String
        let value: String
    }

    var rows: [Row] {
        Item.allCases.map { item in
            switch item {
            case .environment:
                Row(item: item, title: R.string.settings.environment(), value: settings.instance.rawValue)
            case .language:
                Row(
                    item: item, title: R.string.settings.language(),
                    value: settings.language == .ru ? R.string.settings.languageRu() : R.string.settings.languageEn())
            case .theme:
                Row(
                    item: item, title: R.string.settings.theme(),
                    value: settings.isDarkTheme ? R.string.settings.themeDark() : R.string.settings.themeLight())
            case .tabBarStyle:
                Row(
                    item: item, title: R.string.settings.tabBar(),
                    value: settings.isClassicTabBar
                        ? R.string.settings.tabBarClassic() : R.string.settings.tabBarCompact())
            case .haptics:
                Row(
                    item: item, title: R.string.settings.haptics(),
                    value: settings.hapticsEnabled ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff())
            case .reducedMotion:
                Row(
                    item: item, title: R.string.settings.reducedMotion(),
                    value: settings.reducedMotion ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff())
            case .shareAnalytics:
                Row(
                    item: item, title: R.string.settings.shareAnalytics(),
                    value: settings.shareAnalytics ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff())
            case .version:
                Row(item: item, title: R.string.settings.version(), value: AppVersion.current)
            }
        }
    }

    /// Moves the row's value one step (forward or back); the version is read-only.
    func change(at index: Int, forward: Bool = true) {
        guard let item = Item(rawValue: index) else { return }
        coordinator.reportTap(on: "\(item)")
        switch item {
        case .environment:
            let instance = settings.instance.cycled(forward: forward)
            do {
                try settings.switchEnvironment(to: instance)
                errorMessage = nil
                coordinator.restartApplication()
            } catch {
                errorMessage = error.description
            }
        case .language:
            settings.language = settings.language.cycled(forward: forward)
        case .theme:
            settings.theme = settings.theme.cycled(forward: forward)
        case .tabBarStyle:
            settings.tabBarStyle = settings.tabBarStyle.cycled(forward: forward)
        case .haptics:
            settings.hapticsEnabled.toggle()
        case .reducedMotion:
            settings.reducedMotion.toggle()
        case .shareAnalytics:
            settings.shareAnalytics.toggle()
        case .version:
            break
        }
    }

    func changeSelected(forward: Bool) {
        change(at: selection.selectedIndex, forward: forward)
    }
}
