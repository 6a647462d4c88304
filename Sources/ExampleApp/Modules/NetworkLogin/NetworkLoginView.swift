import TUIKit

struct NetworkLoginView: View {
    let viewModel: NetworkLoginViewModel
    /// The fields' editing state, which the view model reads as `FormField`s.
    let form: NetworkLoginFields

    private static let maximumFieldWidth = 48

    var bindings: [KeyBinding] {
        let field = form.field(for: viewModel.focus)
        var bindings: [KeyBinding] = [
            KeyBinding(
                keys: [.tab, .down, .backTab, .up], id: "login.next-field", label: "Tab:",
                R.string.networkDemo.bindingLoginField()
            ) { _ in
                viewModel.onNextTapped()
                return true
            },
            KeyBinding(.enter, id: "login.submit", label: "Enter:", R.string.networkDemo.bindingLoginSubmit()) {
                viewModel.onEnterTapped()
            },
        ]
        // The reveal key is there while the password has focus, so the hint line shows it then.
        if viewModel.focus == .password {
            let description =
                form.password.isRevealed
                ? R.string.networkDemo.bindingHidePassword() : R.string.networkDemo.bindingShowPassword()
            bindings.append(KeyBinding.revealing(form.password, description).labeled("Ctrl-R:"))
        }
        bindings.append(.inherited(.escape).labeled("Esc:"))
        return bindings + KeyBinding.editing(field)
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let column = Layout.horizontal(.max(Self.maximumFieldWidth), .fill)
            .margin(EdgeInsets(horizontal: 2))
            .split(body)[0]
        let (userRow, passwordRow, noteRow, _) = column.rows(
            .length(FloatingHintTextField.height), .length(FloatingHintTextField.height), .length(2), .fill)
        frame.render(
            FloatingHintTextField(
                text: form.user, hint: R.string.networkDemo.loginUserHint(), isFocused: viewModel.focus == .user
            ) { [viewModel] in viewModel.onFocusTapped(.user) },
            in: userRow)
        frame.render(
            FloatingHintTextField(
                text: form.password, hint: R.string.networkDemo.loginPasswordHint(),
                isFocused: viewModel.focus == .password
            ) { [viewModel] in viewModel.onFocusTapped(.password) },
            in: passwordRow)
        frame.render(
            Paragraph(R.string.networkDemo.loginNote(), style: frame.context.style(R.color.text.secondary)),
            in: noteRow)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
