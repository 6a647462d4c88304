import TUIKit

/// The form's fields with their validators and formatters: the editing state the view draws
/// and edits, and the view model reads as `FormField`s.
@MainActor
struct TextFieldsDemoFields {
    static let phoneMask = "+7 (###) ###-##-##"

    let phone = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.phone()
        },
        formatter: TextFormatters { $0.phoneMask(mask: TextFieldsDemoFields.phoneMask) }
    )
    let email = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.maxLength(64)
            $0.email()
        }
    )
    let name = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.minLength(2)
            $0.maxLength(40)
        },
        formatter: TextFormatters {
            $0.regex(#"[\p{L}\p{M} '-]"#)
            $0.capitalized()
        }
    )
    let country = TextFieldState(text: R.string.textFieldsDemo.countryValue())

    /// The field that takes keys at `focus`; nil on the submit button.
    func field(for focus: TextFieldsDemoViewModel.Focus) -> TextFieldState? {
        switch focus {
        case .phone: phone
        case .email: email
        case .name: name
        case .submit: nil
        }
    }
}
