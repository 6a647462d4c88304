import TUICore

/// How a push that arrives while the terminal window is not focused reaches the desktop
/// (where the iOS template's pushes show as system notifications while the app is in the
/// background): the freedesktop notification service over D-Bus, the terminal's own OSC
/// 777 or OSC 9 notification, or not at all. `EXAMPLE_TUI_NOTIFY` (dbus, osc777, osc9,
/// off) is the user's word; otherwise D-Bus, but never for a session served to someone
/// else's terminal (its desktop is not theirs).
enum PushNotificationStyle: String, Sendable, CaseIterable {
    case dbus
    case osc777
    case osc9
    case off

    /// The style `setting` names; for no setting (or a word it does not know, also
    /// returned for the log), D-Bus, or off when `isServed`.
    static func detect(setting: String?, isServed: Bool) -> (style: PushNotificationStyle, unknown: String?) {
        let fallback: PushNotificationStyle = isServed ? .off : .dbus
        guard let setting = setting?.trimmingCharacters(in: .whitespaces).lowercased(), !setting.isEmpty else {
            return (fallback, nil)
        }
        if let style = PushNotificationStyle(rawValue: setting) { return (style, nil) }
        switch setting {
        case "0", "no", "false", "none": return (.off, nil)
        default: return (fallback, setting)
        }
    }

    /// The terminal sequence of this style, or nil for D-Bus and off.
    var terminalKind: TerminalNotification.Kind? {
        switch self {
        case .osc777: .osc777
        case .osc9: .osc9
        case .dbus, .off: nil
        }
    }
}
