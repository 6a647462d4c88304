import TUIKit

struct AvatarsDemoView: View {
    let viewModel: AvatarsDemoViewModel
    /// One pressed look per avatar, for a click (`TouchableControl`).
    let feedbacks: [PressFeedback]

    init(viewModel: AvatarsDemoViewModel) {
        self.viewModel = viewModel
        feedbacks = viewModel.people.map { _ in PressFeedback() }
    }

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right], slots: [.init("avatars.previous", [.left]), .init("avatars.next", [.right])],
                label: "← →", R.string.components.bindingAvatarsChoose()
            ) { key in
                viewModel.moveSelection(by: key == .left ? -1 : 1)
                return true
            },
            KeyBinding(
                [.character("+"), .character("=")], id: "avatars.more",
                label: R.string.components.bindingAvatarsMoreKeys(),
                R.string.components.bindingAvatarsMore()
            ) { viewModel.changeSelectedBadge(by: AvatarsDemoViewModel.step) },
            KeyBinding("-", id: "avatars.fewer", R.string.components.bindingAvatarsFewer()) {
                viewModel.changeSelectedBadge(by: -AvatarsDemoViewModel.step)
            },
            KeyBinding("0", id: "avatars.clear", R.string.components.bindingAvatarsClear()) {
                viewModel.clearSelectedBadge()
            },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let (grid, statusRow) = content.rows(.fill, .length(1))
        let appearance = Avatar.Appearance(
            palette: [R.color.text.accent, R.color.text.success, R.color.toast.warningAccent, R.color.icons.secondary])
        let slots = Self.slots(
            count: viewModel.people.count, width: appearance.size.width + 9, height: appearance.size.height + 3,
            in: grid)
        for (index, (person, slot)) in zip(viewModel.people, slots).enumerated() {
            draw(person, at: index, appearance: appearance, in: slot, frame: frame)
        }
        frame.render(Label(viewModel.selectedStatus, style: frame.context.style(R.color.text.secondary)), in: statusRow)
        frame.render(KeyHintsView(), in: hintArea)
    }

    /// Places for `count` people, as many to a row as fit in `area`, then the next row.
    private static func slots(count: Int, width: Int, height: Int, in area: Rect) -> [Rect] {
        let columns = area.width / width
        guard columns > 0, count > 0 else { return [] }
        let rowCount = (count + columns - 1) / columns
        let rows = Layout.vertical(Array(repeating: .length(height), count: rowCount)).split(area)
        return rows.flatMap { row in
            Layout.horizontal(Array(repeating: .length(width), count: columns)).split(row)
        }
    }

    /// One person: the avatar (a click chooses it and adds to its badge), the name, and a
    /// mark under the chosen one.
    private func draw(
        _ person: AvatarsDemoViewModel.Person, at index: Int, appearance: Avatar.Appearance, in slot: Rect,
        frame: Frame
    ) {
        let (avatarRow, nameRow, markRow) = slot.rows(
            .length(appearance.size.height), .length(1), .length(1))
        let (box, _) = avatarRow.columns(.length(appearance.size.width + 2), .fill)
        let avatar = Avatar(
            firstName: person.firstName, lastName: person.lastName, badgeCount: person.badgeCount,
            appearance: appearance)
        frame.render(
            TouchableControl(feedback: feedbacks[index]) { [viewModel] in
                viewModel.onAvatarTapped(at: index)
            } content: {
                avatar
            },
            in: box)
        // The chosen person: a bold underlined name and a mark under it, so it reads
        // without colour too.
        let isSelected = index == viewModel.selectedIndex
        let style =
            isSelected
            ? frame.context.style(R.color.text.accent, text: TextStyle([.bold, .underline]))
            : frame.context.style(R.color.text.secondary)
        let (name, _) = nameRow.columns(.length(slot.width - 1), .fill)
        frame.render(Label(person.name.isEmpty ? "—" : person.name, style: style), in: name)
        if isSelected {
            // The terminal's (hidden) cursor follows the chosen person.
            frame.canvas.focus = name.origin
            let (_, mark, _) = markRow.columns(.length(appearance.size.width / 2 - 1), .length(1), .fill)
            frame.render(
                Label(
                    frame.context.unicode ? "▲" : "^",
                    style: frame.context.style(R.color.text.accent, text: TextStyle([.bold]))),
                in: mark)
        }
    }
}
