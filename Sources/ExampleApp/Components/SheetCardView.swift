import TUIKit

/// What the bottom sheet demos show inside a sheet: a title, a message, one button
/// (Enter or a click) and a line of the sheet's keys at its bottom. When the sheet is
/// short the message gives up rows first.
struct SheetCardView: View {
    let title: String
    let message: String
    let buttonTitle: String
    /// What Enter does, as the hint line names it ("show skeleton").
    let actionDescription: String
    /// Hints between the button's and Esc's: keys the sheet's frame takes, named by a
    /// note (a bottom sheet's "+/- size").
    var notes: [KeyBinding] = []
    /// Closes the sheet, as the sheet's own Esc does.
    let onClose: @MainActor () -> Void
    let action: @MainActor () -> Void

    /// Enter presses the button and Esc closes: shown here, they come before the sheet's
    /// own hidden Esc, + and -, which take what is not declared here.
    var bindings: [KeyBinding] {
        [KeyBinding([.enter, .space], id: "card.action", actionDescription, action: action)]
            + notes
            + [KeyBinding([.escape].withShift, id: "card.close", R.string.common.bindingClose(), action: onClose)]
    }

    func render(in area: Rect, frame: Frame) {
        guard area.height > 0 else { return }
        let paragraph = Paragraph(message, style: frame.context.style(R.color.text.primary))
        // Title, button and hint each keep their row and a blank row after the first two.
        let messageHeight = min(paragraph.height(forWidth: area.width), max(1, area.height - 6))
        let (titleArea, _, messageArea, _, buttonArea) = rows(of: area, messageHeight: messageHeight)
        frame.render(
            Label(title, style: frame.context.style(R.color.text.primary, text: R.font.heading.primary)), in: titleArea)
        frame.render(paragraph, in: messageArea)
        frame.render(ActionButton(title: buttonTitle, action: action), in: buttonArea)
        // The hint line's leading blank falls in the sheet's padding, so its keys line up
        // with the title: the one rectangle that reaches outside the content area.
        frame.render(
            KeyHintsView(bindings: bindings), in: area.row(area.height - 1).inset(by: EdgeInsets(left: -1)))
    }

    private func rows(of area: Rect, messageHeight: Int) -> (Rect, Rect, Rect, Rect, Rect) {
        let parts = Layout.vertical(.length(1), .length(1), .length(messageHeight), .length(1), .length(1))
            .split(area)
        return (parts[0], parts[1], parts[2], parts[3], parts[4])
    }
}
