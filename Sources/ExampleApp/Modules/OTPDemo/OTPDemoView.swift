import TUICore
import TUIKit

struct OTPDemoView: InteractiveView {
    let viewModel: OTPDemoViewModel

    private var field: OTPField {
        OTPField(
            password: Binding(viewModel, \.password),
            hasError: Binding(viewModel, \.hasError),
            codeLength: OTPDemoViewModel.codeLength,
            isFocused: true,
            isEnabled: viewModel.isFieldEnabled
        )
    }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let secondary = context.style(R.color.text.secondary)
        Label(R.string.otpDemo.prompt(), style: context.style(R.color.text.primary, text: TextStyle([.bold])))
            .render(in: content.row(0), on: &canvas, context: context)
        Label(R.string.otpDemo.rightCode(OTPDemoViewModel.rightCode), style: secondary)
            .render(in: content.row(1), on: &canvas, context: context)
        // On a short terminal the blank lines go first, so the status (checking, wrong code)
        // still shows under the cells.
        let isSpacious = content.height >= 3 + OTPField.height + 2
        let fieldTop = isSpacious ? 3 : 2
        let field = field
        let fieldArea = Rect(
            x: content.x, y: content.y + fieldTop, width: min(field.width, content.width),
            height: min(OTPField.height, max(0, content.maxY - content.y - fieldTop)))
        field.render(in: fieldArea, on: &canvas, context: context)
        renderStatus(
            in: content.row(fieldTop + OTPField.height + (isSpacious ? 1 : 0)), on: &canvas, context: context)
        KeyHintsView(hints: R.string.otpDemo.keysHint()).render(in: hintArea, on: &canvas, context: context)
    }

    private func renderStatus(in row: Rect, on canvas: inout Canvas, context: RenderContext) {
        switch viewModel.phase {
        case .checking:
            let spinner = Spinner()
            spinner.render(in: row, on: &canvas, context: context)
            Label(R.string.otpDemo.checking(), style: context.style(R.color.text.secondary))
                .render(in: row.inset(by: EdgeInsets(left: 2)), on: &canvas, context: context)
        case .accepted:
            let mark = context.unicode ? "✓ " : "+ "
            let text = mark + R.string.otpDemo.accepted()
            Label(text, style: context.style(R.color.text.primary, text: TextStyle([.bold])))
                .render(in: row, on: &canvas, context: context)
            // The way back to typing, by key (Enter, r) or a click.
            let button = Button(
                R.string.otpDemo.enterAgain(), isFocused: true, feedback: viewModel.resetFeedback
            ) { [viewModel] in
                viewModel.onResetTapped()
            }
            button.buttonStyle(.secondary).render(
                in: row.inset(by: EdgeInsets(left: text.cellWidth + 1)), on: &canvas, context: context)
        case .typing where viewModel.hasError:
            let mark = context.unicode ? "⚠ " : "! "
            Label(
                mark + R.string.otpDemo.wrongCode(),
                style: context.style(context.colors.error, text: TextStyle([.bold]))
            )
            .render(in: row, on: &canvas, context: context)
        case .typing:
            break
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.phase == .accepted,
            key == KeyEvent(.character("r")) || key == KeyEvent(.enter) || key == KeyEvent(.character(" "))
        {
            viewModel.resetFeedback.press()
            viewModel.onResetTapped()
            return true
        }
        if field.handle(key) { return true }
        // While the code is checked (or accepted) digits and Backspace do nothing; they
        // must not leave the screen either.
        switch (key.key, key.modifiers) {
        case (.backspace, []): return viewModel.phase != .typing
        case (.character(let character), []): return viewModel.phase != .typing && character.isWholeNumber
        default: return false
        }
    }

    func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }
}
