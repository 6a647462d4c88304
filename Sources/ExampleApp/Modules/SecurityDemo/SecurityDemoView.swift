import TUIKit

struct SecurityDemoView: View {
    let viewModel: SecurityDemoViewModel

    private var field: OTPField {
        OTPField(
            password: Binding(viewModel, \.pin),
            hasError: Binding(viewModel, \.hasError),
            codeLength: SecurityDemoViewModel.pinLength,
            isEnabled: viewModel.isFieldEnabled,
            appearance: OTPFieldStyle(secureGlyph: R.image.ic16.selected),
            errorMessage: viewModel.errorMessage,
            onCodeEntered: { [viewModel] pin in viewModel.onPinEntered(pin) }
        )
    }

    var bindings: [KeyBinding] {
        let field = field
        let digits = (0...9).map { KeyEvent(.character(Character(String($0)))) }
        let isUnlocked = viewModel.isUnlocked
        return [
            KeyBinding(
                keys: digits, slots: KeyBinding.Slot.digits("security"), label: "0-9:",
                R.string.securityDemo.bindingDigit(),
                isShown: !isUnlocked
            ) { key in
                field.handle(key) || !viewModel.isFieldEnabled
            },
            KeyBinding(
                keys: [.backspace], id: "security.erase", label: "Backspace:", R.string.securityDemo.bindingErase(),
                isShown: !isUnlocked
            ) {
                key in field.handle(key)
            },
            KeyBinding("l", id: "security.lock", label: "l:", R.string.securityDemo.bindingLock(), isShown: isUnlocked)
            {
                viewModel.onLockTapped()
            },
            KeyBinding(
                "x", id: "security.reset", label: "x:", R.string.securityDemo.bindingReset(),
                isShown: viewModel.phase != .choosingPin
            ) {
                viewModel.onResetTapped()
            },
            .inherited(.escape).labeled("Esc:"),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let secondary = frame.context.style(R.color.text.secondary)
        let field = field
        // Room for the error message under the cells always, so nothing jumps when it shows.
        let rows = Layout.vertical(.length(1), .length(1), .length(OTPField.height + 2), .length(1), .fill)
            .spacing(1)
            .split(content)
        frame.render(
            Label(prompt, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))), in: rows[0])
        frame.render(Label(R.string.securityDemo.explanation(), style: secondary), in: rows[1])
        if case .unlocked(let note) = viewModel.phase {
            let mark = frame.context.unicode ? "✓ " : "+ "
            frame.render(
                Label(mark + R.string.securityDemo.note(note), style: frame.context.style(R.color.text.primary)),
                in: rows[2].row(0))
        } else {
            // The whole row, so the field's error message is not cut at the cells' width.
            frame.render(field, in: rows[2])
        }
        renderStatus(in: rows[3], frame: frame)
        let (storeRow, _) = rows[4].rows(.length(1), .fill)
        frame.render(Label(R.string.securityDemo.storedIn(viewModel.storeDescription), style: secondary), in: storeRow)
        frame.render(KeyHintsView(), in: hintArea)
    }

    private var prompt: String {
        switch viewModel.phase {
        case .choosingPin: R.string.securityDemo.choosePin(SecurityDemoViewModel.pinLength)
        case .locked: R.string.securityDemo.enterPin()
        case .unlocked: R.string.securityDemo.unlocked()
        }
    }

    /// The work in progress, or what the attempts allow.
    private func renderStatus(in row: Rect, frame: Frame) {
        let secondary = frame.context.style(R.color.text.secondary)
        if viewModel.isWorking {
            let (_, text) = row.columns(.length(2), .fill)
            frame.render(Spinner(), in: row)
            frame.render(Label(R.string.securityDemo.working(), style: secondary), in: text)
        } else if viewModel.lockoutSecondsLeft > 0 {
            let mark = frame.context.unicode ? "⚠ " : "! "
            frame.render(
                Label(
                    mark + R.string.securityDemo.lockedOut(viewModel.lockoutSecondsLeft),
                    style: frame.context.style(frame.context.colors.error, text: TextStyle([.bold]))),
                in: row)
        } else if viewModel.phase == .locked {
            let limit = viewModel.attempts
            frame.render(
                Label(R.string.securityDemo.attempts(limit.attemptsLeft, limit.maximumAttempts), style: secondary),
                in: row)
        }
    }
}
