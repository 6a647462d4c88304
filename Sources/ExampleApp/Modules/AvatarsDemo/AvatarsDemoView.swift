import TUICore
import TUIKit

struct AvatarsDemoView: InteractiveView {
    let viewModel: AvatarsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let appearance = Avatar.Appearance(
            palette: [R.color.text.accent, R.color.text.success, R.color.toast.warningAccent, R.color.sheet.overlay])
        let slotWidth = appearance.size.width + 9
        let columns = content.width / slotWidth
        for (index, person) in viewModel.people.enumerated() where columns > 0 {
            let x = content.x + (index % columns) * slotWidth
            let y = content.y + (index / columns) * (appearance.size.height + 3)
            let isSelected = index == viewModel.selectedIndex
            let avatar = Avatar(
                firstName: person.firstName, lastName: person.lastName, badgeCount: person.badgeCount,
                appearance: appearance)
            let box = Rect(x: x, y: y, width: appearance.size.width + 2, height: appearance.size.height)
                .intersection(content)
            TouchableControl(feedback: viewModel.feedbacks[index]) { [viewModel] in
                viewModel.onAvatarTapped(at: index)
            } content: {
                avatar
            }
            .render(in: box, frame: frame)
            // The chosen person: a bold underlined name and a mark under it, so it reads
            // without colour too.
            let style =
                isSelected
                ? frame.style(R.color.text.accent, text: TextStyle([.bold, .underline]))
                : frame.style(R.color.text.secondary)
            Label(person.name.isEmpty ? "—" : person.name, style: style).render(
                in: Rect(x: x, y: y + appearance.size.height, width: slotWidth - 1, height: 1).intersection(content),
                frame: frame)
            if isSelected {
                let mark = Rect(
                    x: x + appearance.size.width / 2 - 1, y: y + appearance.size.height + 1, width: 1, height: 1)
                Label(frame.unicode ? "▲" : "^", style: frame.style(R.color.text.accent, text: TextStyle([.bold])))
                    .render(in: mark.intersection(content), frame: frame)
            }
        }
        Label(viewModel.selectedStatus, style: frame.style(R.color.text.secondary))
            .render(in: content.row(content.height - 1), frame: frame)
        KeyHintsView(hints: R.string.components.avatarsHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left:
            viewModel.moveSelection(by: -1)
        case .right:
            viewModel.moveSelection(by: 1)
        case .character("+"), .character("="):
            viewModel.changeSelectedBadge(by: AvatarsDemoViewModel.step)
        case .character("-"):
            viewModel.changeSelectedBadge(by: -AvatarsDemoViewModel.step)
        case .character("0"):
            viewModel.clearSelectedBadge()
        default:
            return false
        }
        return true
    }
}
