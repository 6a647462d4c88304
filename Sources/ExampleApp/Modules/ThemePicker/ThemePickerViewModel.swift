import AppSupport
import Observation

/// The theme picker: one row a theme the app has (built in, and the user's file's), the
/// current one marked; choosing one applies it at once and keeps it for the next launch.
@MainActor
@Observable
final class ThemePickerViewModel {
    var selection: ListSelection
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let coordinator: ThemePickerCoordinator

    init(settings: AppSettings, coordinator: ThemePickerCoordinator) {
        self.settings = settings
        self.coordinator = coordinator
        let current = settings.themes.firstIndex { $0.name == settings.theme.name } ?? 0
        selection = ListSelection(count: settings.themes.count, selectedIndex: current)
    }

    struct Row: Equatable {
        let name: String
        let title: String
        let isCurrent: Bool
    }

    var rows: [Row] {
        settings.themes.map { theme in
            Row(name: theme.name, title: AppThemes.title(of: theme.name), isCurrent: theme.name == settings.theme.name)
        }
    }

    /// What was wrong with the user's theme file at launch, in one line; nil when nothing.
    var problemsLine: String? { AppThemes.problemsLine(settings.themeProblems) }

    func choose(at index: Int) {
        guard settings.themes.indices.contains(index) else { return }
        let theme = settings.themes[index]
        coordinator.reportChoice(of: theme.name)
        settings.theme = theme
    }

    func chooseSelected() {
        choose(at: selection.selectedIndex)
    }
}
