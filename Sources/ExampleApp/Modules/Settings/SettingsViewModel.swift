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
        case screenReader
        case shareAnalytics
        /// The keymap: its file, or its problems; Enter opens the help screen.
        case keys
        case version
        /// Shown only in a session served over SSH (`serve --ssh`): who signed in.
        case remoteUser
    }

    /// The rows shown: every item, the remote user only when there is one.
    let items: [Item]
    var selection: ListSelection
    private(set) var errorMessage: String?
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: SettingsCoordinator

    /// `remoteUser`: the user a served session signed in as (`EXAMPLE_TUI_REMOTE_USER`), or nil.
    init(settings: AppSettings, coordinator: SettingsCoordinator, remoteUser: String? = nil) {
        self.settings = settings
        self.coordinator = coordinator
        self.remoteUser = remoteUser
        items = Item.allCases.filter { $0 != .remoteUser || remoteUser != nil }
        selection = ListSelection(count: items.count)
    }

    @ObservationIgnored private let remoteUser: String?

    /// One row a setting: its title and current value, in the app's language.
    struct Row: Equatable {
        let item: Item
        let title: String
        let value: String
    }

    var rows: [Row] {
        items.map { item in
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
                    value: settings.themeTitle)
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
            case .screenReader:
                Row(
                    item: item, title: R.string.settings.screenReader(),
                    value: settings.screenReader ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff())
            case .shareAnalytics:
                Row(
                    item: item, title: R.string.settings.shareAnalytics(),
                    value: settings.shareAnalytics ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff())
            case .keys:
                Row(item: item, title: R.string.common.keysRow(), value: keysValue)
            case .version:
                Row(item: item, title: R.string.settings.version(), value: AppVersion.current)
            case .remoteUser:
                Row(item: item, title: R.string.settings.remoteUser(), value: remoteUser ?? "")
            }
        }
    }

    /// Moves the row's value one step (forward or back); the version and user are read-only.
    func change(at index: Int, forward: Bool = true) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
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
            settings.cycleTheme(forward: forward)
        case .tabBarStyle:
            settings.tabBarStyle = settings.tabBarStyle.cycled(forward: forward)
        case .haptics:
            settings.hapticsEnabled.toggle()
        case .reducedMotion:
            settings.reducedMotion.toggle()
        case .screenReader:
            settings.screenReader.toggle()
        case .shareAnalytics:
            settings.shareAnalytics.toggle()
        case .keys, .version, .remoteUser:
            break
        }
    }

    func changeSelected(forward: Bool) {
        change(at: selection.selectedIndex, forward: forward)
    }

    /// Enter or a click on a row: the theme row opens the theme picker, the others change.
    func activate(at index: Int) {
        switch Item(rawValue: index) {
        case .theme:
            coordinator.reportTap(on: "\(Item.theme)")
            coordinator.showThemePicker()
        case .keys:
            coordinator.reportTap(on: "\(Item.keys)")
            coordinator.showKeyHelp()
        default:
            change(at: index)
        }
    }

    func activateSelected() {
        activate(at: selection.selectedIndex)
    }

    /// What was wrong with the user's theme file at launch, in one line; nil when nothing.
    var themeFileMessage: String? { AppThemes.problemsLine(settings.themeProblems) }

    /// What is wrong with the keymap, in one line; nil when nothing.
    var keymapMessage: String? { AppKeymap.problemsLine(settings.keymapProblems) }

    /// The Keys row's value: how many problems, else whether a keymap file is read.
    private var keysValue: String {
        if !settings.keymapProblems.isEmpty { return R.string.common.keysRowProblems(settings.keymapProblems.count) }
        return settings.keymapFileExists ? R.string.common.keysRowFile() : R.string.common.keysRowDefaults()
    }
}
