import TUIKit

struct SwitchDemoView: View {
    let viewModel: SwitchDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.up, .down], slots: [.init("switches.previous", [.up]), .init("switches.next", [.down])],
                label: "↑↓",
                R.string.common.bindingMove()
            ) { key in
                viewModel.moveFocus(by: key == .up ? -1 : 1)
                return true
            },
            KeyBinding(
                [.space, .enter], id: "switches.toggle", label: R.string.components.bindingSwitchToggleKeys(),
                R.string.components.bindingSwitchToggle()
            ) { viewModel.toggleFocused() },
            KeyBinding(
                "c", id: "switches.page",
                viewModel.showsConfigured
                    ? R.string.components.bindingSwitchPlain() : R.string.components.bindingSwitchConfigured()
            ) { viewModel.togglePage() },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        guard !viewModel.showsConfigured else {
            frame.render(SwitchConfiguredView(viewModel: viewModel), in: content)
            frame.render(KeyHintsView(), in: hintArea)
            return
        }
        let settings = SwitchDemoViewModel.Setting.allCases
        let titleWidth = settings.map(\.title.cellWidth).max() ?? 0
        let rows = Layout.vertical(settings.map { _ in .length(1) }).spacing(1).split(content)
        for (setting, row) in zip(settings, rows) {
            let isFocused = setting == viewModel.focused
            let marker = isFocused ? (frame.context.unicode ? "›" : ">") : " "
            let titleStyle = frame.context.style(
                setting.isEnabled ? R.color.text.primary : R.color.text.secondary,
                text: TextStyle(isFocused ? [.bold] : setting.isEnabled ? [] : [.dim]))
            frame.render(Label(marker + " " + setting.title, style: titleStyle), in: row)
            let control = CustomSwitch(
                isOn: Binding(
                    get: { [weak viewModel] in viewModel?.isOn(setting) ?? false },
                    set: { [weak viewModel] in viewModel?.set(setting, $0) }),
                id: setting.rawValue, isEnabled: setting.isEnabled,
                isFocused: isFocused)
            let (_, switchArea) = row.columns(.length(titleWidth + 4), .fill)
            frame.render(control, in: switchArea)
            let value = viewModel.isOn(setting) ? R.string.components.switchOn() : R.string.components.switchOff()
            let (_, valueArea) = switchArea.columns(.length(control.width + 2), .fill)
            frame.render(Label(value, style: frame.context.style(R.color.text.secondary)), in: valueArea)
        }
        frame.render(KeyHintsView(), in: hintArea)
    }
}
