import TUICore
import TUIKit

struct SwitchDemoView: InteractiveView {
    let viewModel: SwitchDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let content = body.inset(by: EdgeInsets(horizontal: 2))
        let titleWidth = SwitchDemoViewModel.Setting.allCases.map(\.title.cellWidth).max() ?? 0
        for setting in SwitchDemoViewModel.Setting.allCases {
            let row = content.row(setting.rawValue * 2)
            let isFocused = setting == viewModel.focused
            let marker = isFocused ? (frame.unicode ? "›" : ">") : " "
            let titleStyle = frame.style(
                setting.isEnabled ? R.color.text.primary : R.color.text.secondary,
                text: TextStyle(isFocused ? [.bold] : setting.isEnabled ? [] : [.dim]))
            Label(marker + " " + setting.title, style: titleStyle).render(in: row, frame: frame)
            let control = CustomSwitch(
                isOn: viewModel.binding(for: setting), id: setting.rawValue, isEnabled: setting.isEnabled,
                isFocused: isFocused)
            let switchArea = row.divided(left: titleWidth + 4).remainder
            control.render(in: switchArea, frame: frame)
            let value = viewModel.isOn(setting) ? R.string.components.switchOn() : R.string.components.switchOff()
            Label(value, style: frame.style(R.color.text.secondary))
                .render(in: switchArea.divided(left: control.width + 2).remainder, frame: frame)
        }
        KeyHintsView(hints: R.string.components.switchHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up:
            viewModel.moveFocus(by: -1)
        case .down:
            viewModel.moveFocus(by: 1)
        case .enter, .character(" "):
            viewModel.toggleFocused()
        default:
            return false
        }
        return true
    }
}
