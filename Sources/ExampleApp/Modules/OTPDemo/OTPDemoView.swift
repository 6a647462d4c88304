import TUIKit

struct OTPDemoView: View {
    let viewModel: OTPDemoViewModel
    /// The pressed look of the "enter again" button: drawing state, kept by the view.
    let resetFeedback = PressFeedback()

    /// The field, its error message `messageSpacing` rows under the cells.
    private func field(messageSpacing: Int = 1) -> OTPField {
        var style = viewModel.fieldStyle.style
        style.messageSpacing = messageSpacing
        return OTPField(
            password: Binding(viewModel, \.password),
            hasError: Binding(viewModel, \.hasError),
            codeLength: OTPDemoViewModel.codeLength,
            // Once the code is accepted the focus is on the button that starts over.
            isFocused: viewModel.phase != .accepted,
            isEnabled: viewModel.isFieldEnabled,
            appearance: style,
            errorMessage: viewModel.phase == .typing && viewModel.hasError ? R.string.otpDemo.wrongCode() : nil
        )
    }

    var bindings: [KeyBinding] {
        let field = field()
        // While the code is checked (or accepted) digits and Backspace do nothing; they
        // must not leave the screen either.
        let isLocked = viewModel.phase != .typing
        let digits = (0...9).map { KeyEvent(.character(Character(String($0)))) }
        return [
            // The way back to typing once the code is accepted; the button names it.
            KeyBinding(keys: [KeyEvent(.character("r")), .enter, .space], id: "otp.reset", "", isShown: false) { _ in
                guard viewModel.phase == .accepted else { return false }
                resetFeedback.press()
                viewModel.onResetTapped()
                return true
            },
            KeyBinding(
                keys: digits, slots: KeyBinding.Slot.digits("otp"), label: "0-9:", R.string.otpDemo.bindingDigit()
            ) { key in
                field.handle(key) || isLocked
            },
            KeyBinding(keys: [.backspace], id: "otp.erase", label: "Backspace:", R.string.otpDemo.bindingErase()) {
                key in
                field.handle(key) || isLocked
            },
            .paste(R.string.otpDemo.bindingPaste()) { text in
                field.paste(text)
                return true
            },
            KeyBinding(
                keys: [KeyEvent(.character("u"), modifiers: .control)], id: "otp.clear", label: "Ctrl-U:",
                R.string.otpDemo.bindingClear()
            ) { key in field.handle(key) },
            // The navigation stack's Esc, named as this line names keys ("Esc: back").
            .inherited(.escape).labeled("Esc:"),
            // Last, so a narrow terminal that cuts the line keeps the keys that type and leave.
            KeyBinding("s", id: "otp.style", label: "s:", R.string.otpDemo.bindingStyle()) {
                viewModel.onNextStyleTapped()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let secondary = frame.context.style(R.color.text.secondary)
        let (promptRow, rightCodeRow, below) = content.rows(.length(1), .length(1), .fill)
        frame.render(
            Label(
                R.string.otpDemo.prompt(), style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))),
            in: promptRow)
        frame.render(Label(R.string.otpDemo.rightCode(OTPDemoViewModel.rightCode), style: secondary), in: rightCodeRow)
        // On a short terminal the blank lines go first, so the status (checking, wrong code)
        // still shows under the cells.
        let gap = content.height >= 3 + OTPField.height + 2 ? 1 : 0
        let parts = Layout.vertical(.length(OTPField.height), .fill)
            .spacing(gap)
            .margin(EdgeInsets(top: gap))
            .split(below)
        // The field draws its own error message under the cells, where the status goes.
        let field = field(messageSpacing: gap)
        let fieldArea = Rect(x: parts[0].x, y: parts[0].y, width: parts[0].width, height: field.height)
        frame.render(field, in: fieldArea.intersection(below))
        let (statusRow, _) = parts[1].rows(.length(1), .fill)
        renderStatus(in: statusRow, frame: frame)
        frame.render(KeyHintsView(), in: hintArea)
    }

    private func renderStatus(in row: Rect, frame: Frame) {
        switch viewModel.phase {
        case .checking:
            let (_, text) = row.columns(.length(2), .fill)
            frame.render(Spinner(), in: row)
            frame.render(
                Label(R.string.otpDemo.checking(), style: frame.context.style(R.color.text.secondary)), in: text)
        case .accepted:
            let mark = frame.context.unicode ? "✓ " : "+ "
            let text = mark + R.string.otpDemo.accepted()
            frame.render(
                Label(text, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))), in: row)
            // The way back to typing, by key (Enter, r) or a click.
            let button = Button(
                R.string.otpDemo.enterAgain(), isFocused: true, feedback: resetFeedback
            ) { [viewModel] in
                viewModel.onResetTapped()
            }
            let (_, buttonArea) = row.columns(.length(text.cellWidth + 1), .fill)
            frame.render(button.buttonStyle(.secondary), in: buttonArea)
        case .typing:
            break
        }
    }
}

extension OTPDemoViewModel.FieldStyle {
    /// How the field draws in this look.
    var style: OTPFieldStyle {
        switch self {
        case .boxed: .standard
        case .underlined: .underlined
        case .secure: OTPFieldStyle(secureGlyph: R.image.ic16.selected)
        }
    }
}
