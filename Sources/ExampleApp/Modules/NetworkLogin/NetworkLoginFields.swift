import TUIKit

/// The login form's fields: a user name and a secure password, which never shows in a
/// frame, a log line or a debug dump unless the user reveals it.
@MainActor
struct NetworkLoginFields {
    let user = TextFieldState(
        text: "demo",
        validator: TextValidators {
            $0.nonEmpty()
            $0.maxLength(64)
        })
    let password = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.maxLength(128)
        },
        isSecureTextEntry: true)

    /// The field that takes keys at `focus`.
    func field(for focus: NetworkLoginViewModel.Focus) -> TextFieldState {
        switch focus {
        case .user: user
        case .password: password
        }
    }
}
