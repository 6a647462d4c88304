import TUIKit

struct PaletteDemoView: View {
    let viewModel: PaletteDemoViewModel
    /// The pressed look of the button that opens the palette (Enter, or a click).
    let openFeedback = PressFeedback()

    var bindings: [KeyBinding] {
        [
            KeyBinding(.enter, id: "palette-demo.open", R.string.paletteDemo.bindingOpen()) { viewModel.openPalette() },
            KeyBinding("n", id: "palette-demo.note", R.string.paletteDemo.bindingNote()) { viewModel.addNote() },
            KeyBinding("m", id: "palette-demo.many", R.string.paletteDemo.bindingMany()) {
                viewModel.toggleManyCommands()
            },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hints) = area.rows(.length(1), .fill, .length(1))
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let intro = Paragraph(R.string.paletteDemo.intro(), style: frame.context.style(R.color.text.primary))
        let introHeight = min(intro.height(forWidth: content.width), max(0, content.height - 5))
        let parts = Layout.vertical(.length(introHeight), .length(1), .length(1), .length(1), .length(1), .fill)
            .split(content)
        let (introArea, status, buttonRow, history) = (parts[0], parts[2], parts[4], parts[5])
        frame.render(intro, in: introArea)
        frame.render(Label(viewModel.commandsStatus, style: frame.context.style(R.color.text.secondary)), in: status)
        // The screen's one control, focused: Enter presses it, as a click does.
        let button = Button(R.string.paletteDemo.buttonOpen(), isFocused: true, feedback: openFeedback) {
            [viewModel] in viewModel.openPalette()
        }
        frame.render(button.buttonStyle(.secondary), in: buttonRow)
        let entries = viewModel.ran.map { HistoryView.Entry($0, color: R.color.text.primary) }
        frame.render(
            HistoryView(
                title: R.string.paletteDemo.ranTitle(), titleStyle: R.font.heading.primary,
                placeholder: R.string.paletteDemo.nothingYet(), entries: entries),
            in: history.inset(by: EdgeInsets(top: 1)))
        frame.render(KeyHintsView(), in: hints)
    }
}
