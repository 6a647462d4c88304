import TUICore
import TUIKit

struct AvatarsDemoView: InteractiveView {
    let viewModel: AvatarsDemoViewModel

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let appearance = Avatar.Appearance(
            palette: [R.color.text.accent, R.color.text.success, R.color.toast.warningAccent, R.color.sheet.overlay])
        let slotWidth = appearance.size.width + 9
        for (index, person) in viewModel.people.enumerated() {
            let column = content.width / slotWidth
            guard column > 0 else { break }
            let x = content.x + (index % column) * slotWidth
            let y = content.y + (index / column) * (appearance.size.height + 3)
            let avatar = Avatar(
                firstName: person.firstName, lastName: person.lastName, badgeCount: person.badgeCount,
                appearance: appearance)
            avatar.render(
                in: Rect(x: x, y: y, width: slotWidth, height: appearance.size.height).intersection(content),
                on: &canvas, context: context)
            let name = [person.firstName, person.lastName].filter { !$0.isEmpty }.joined(separator: " ")
            Label(name.isEmpty ? "—" : name, style: context.style(R.color.text.secondary)).render(
                in: Rect(x: x, y: y + appearance.size.height, width: slotWidth - 1, height: 1).intersection(content),
                on: &canvas, context: context)
        }
        Label(viewModel.firstCountStatus, style: context.style(R.color.text.secondary))
            .render(in: content.row(content.height - 1), on: &canvas, context: context)
        KeyHintsView(hints: R.string.components.avatarsHint()).render(in: hintArea, on: &canvas, context: context)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("+"), .character("="):
            viewModel.changeFirstBadge(by: 10)
        case .character("-"):
            viewModel.changeFirstBadge(by: -10)
        case .character("0"):
            viewModel.clearFirstBadge()
        default:
            return false
        }
        return true
    }
}
