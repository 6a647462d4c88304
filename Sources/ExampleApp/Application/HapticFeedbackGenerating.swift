import AppSupport
import TUIKit

/// What a view model asks of haptics, in plain Swift, so it plays them without importing
/// the toolkit; the window's generator plays them.
@MainActor
protocol HapticFeedbackGenerating: AnyObject {
    func generate(_ type: HapticFeedbackType)
}

extension HapticFeedbackGenerator: HapticFeedbackGenerating {}
