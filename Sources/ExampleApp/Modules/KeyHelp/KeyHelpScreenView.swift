import TUIKit

/// "Keys": the keymap file's path and problems, then every binding in force by the view
/// that declares it (keys, what they do, the id to rebind them with). Scrolls; Esc closes.
struct KeyHelpScreenView: View {
    let viewModel: KeyHelpViewModel
    /// The chain where help was asked for (`?`, Settings › Keys); nil: the chain in force
    /// on this screen itself (the demo), read as it draws.
    let chain: [KeyBinding]?

    var bindings: [KeyBinding] {
        [.scroll(Binding(viewModel, \.scroll), R.string.common.bindingScroll()), .inherited(.escape)]
    }

    func render(in area: Rect, frame: Frame) {
        let inner = area.inset(by: EdgeInsets(horizontal: 1))
        let file = Paragraph(viewModel.fileLine, style: frame.context.style(R.color.text.secondary))
        let problems = viewModel.problemsLine.map { Paragraph($0, style: frame.context.style(R.color.text.error)) }
        let (body, hints) = area.rows(.fill, .length(1))
        let parts = Layout.vertical(
            .length(1), .length(file.height(forWidth: inner.width)),
            .length(problems?.height(forWidth: inner.width) ?? 0), .length(1), .fill
        )
        .margin(EdgeInsets(horizontal: 1))
        .split(body)
        frame.render(file, in: parts[1])
        if let problems { frame.render(problems, in: parts[2]) }
        let help = KeyHelp(chain: chain ?? frame.keyBindings)
        frame.render(KeyHelpView(help: help, scroll: Binding(viewModel, \.scroll)), in: parts[4])
        frame.render(KeyHintsView(), in: hints)
    }
}
