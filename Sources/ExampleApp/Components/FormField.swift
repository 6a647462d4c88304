import TUIKit

/// A text field as a view model's logic sees it: what was typed and what shows, whether it
/// passes its checks, and whether its error shows. Plain Swift, so a view model holds one
/// without the toolkit; the view draws and edits the `TextFieldState` behind it.
@MainActor
protocol FormField: AnyObject {
    var text: String { get set }
    var formattedText: String { get }
    var isValid: Bool { get }
    var isTouched: Bool { get set }
}

extension TextFieldState: FormField {}
