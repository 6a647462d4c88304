import TUICore

/// The debug panel's hotkey, the terminal's "shake": F12, or Ctrl-] where F12 does not
/// reach the app (some terminals and tmux setups keep function keys for themselves).
enum LogsHotkey {
    static let primary = KeyEvent(.function(12))
    static let fallback = KeyEvent.control("]")

    static func matches(_ key: KeyEvent) -> Bool {
        key == primary || key == fallback
    }
}
