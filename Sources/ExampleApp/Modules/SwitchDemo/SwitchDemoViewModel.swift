import Observation

@MainActor
@Observable
final class SwitchDemoViewModel {
    enum Setting: Int, CaseIterable {
        case notifications
        case sounds
        case locked

        var title: String {
            switch self {
            case .notifications: return R.string.components.switchNotifications()
            case .sounds: return R.string.components.switchSounds()
            case .locked: return R.string.components.switchLocked()
            }
        }

        var isEnabled: Bool { self != .locked }
    }

    var values: [Setting: Bool] = [.notifications: true, .sounds: false, .locked: true]
    private(set) var focused = Setting.notifications
    /// Whether the page shows the switches configured one by one (colours, thumb, label).
    private(set) var showsConfigured = false

    func togglePage() {
        showsConfigured.toggle()
    }

    func isOn(_ setting: Setting) -> Bool {
        values[setting] ?? false
    }

    func moveFocus(by offset: Int) {
        let all = Setting.allCases
        focused = all[(focused.rawValue + offset + all.count) % all.count]
    }

    func toggleFocused() {
        set(focused, !isOn(focused))
    }

    /// Turns `setting` on or off (a locked one stays as it is) and focuses it.
    func set(_ setting: Setting, _ value: Bool) {
        guard setting.isEnabled else { return }
        focused = setting
        values[setting] = value
    }
}
