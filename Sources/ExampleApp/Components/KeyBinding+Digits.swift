import TUIKit

extension KeyBinding.Slot {
    /// The digit keys 0 to 9, each under its own id below `prefix` (`otp.digit-7`): a keymap
    /// moves one digit to another key, and the field still receives the digit.
    static func digits(_ prefix: String) -> [KeyBinding.Slot] {
        (0...9).map {
            KeyBinding.Slot(KeyBinding.ID("\(prefix).digit-\($0)"), [KeyEvent(.character(Character("\($0)")))])
        }
    }
}
