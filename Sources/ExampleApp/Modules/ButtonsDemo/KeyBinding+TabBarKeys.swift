import TUIKit

extension KeyBinding {
    /// Tab, Shift-Tab and the digits stay the tab bar's (this binding passes them on), but
    /// out of a pushed demo's hint line, which names the screen's own keys and Esc back
    /// only, as it always has. A hidden binding that names a key keeps the key's later
    /// bindings out of the line.
    static var tabBarKeysOffHintLine: KeyBinding {
        KeyBinding(keys: [.tab], "", isShown: false) { _ in false }
    }
}
