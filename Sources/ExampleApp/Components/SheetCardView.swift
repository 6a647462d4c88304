import TUICore
import TUIKit

/// What the bottom sheet demos show inside a sheet: a title, a message, one button
/// (Enter or a click) and a line of key hints at the sheet's bottom. When the sheet is
/// short the message gives up rows first.
struct SheetCardView: InteractiveView {
    let title: String
    let message: String
    let buttonTitle: String
    let hint: String
    let action: @MainActor () -> Void

    func render(in area: Rect, frame: Frame) {
        guard area.height > 0 else { return }
        Label(title, style: frame.style(R.color.text.primary, text: R.font.heading.primary))
            .render(in: area.row(0), frame: frame)
        let paragraph = Paragraph(message, style: frame.style(R.color.text.primary))
        // Title, button and hint each keep their row and a blank row after the first two.
        let messageHeight = min(paragraph.height(forWidth: area.width), max(1, area.height - 6))
        paragraph.render(
            in: Rect(x: area.x, y: area.y + 2, width: area.width, height: messageHeight), frame: frame)
        ActionButton(title: buttonTitle, action: action)
            .render(in: area.row(3 + messageHeight), frame: frame)
        KeyHintsView(hints: hint).render(
            in: area.row(area.height - 1).inset(by: EdgeInsets(left: -1)), frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        action()
        return true
    }
}
