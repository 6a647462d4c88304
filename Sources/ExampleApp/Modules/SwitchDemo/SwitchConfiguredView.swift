import TUIKit

/// The Switch demo's second page: the same settings as switches configured one by one
/// (the iOS utilities' `CustomSwitch` colours, thumb and layout configurations), each with
/// its own label.
struct SwitchConfiguredView: View {
    let viewModel: SwitchDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let settings = SwitchDemoViewModel.Setting.allCases
        let rows = Layout.vertical([.length(1)] + settings.map { _ in .length(1) }).spacing(1).split(area)
        frame.render(
            Text(R.string.components.switchConfiguredHeader(), color: R.color.text.accent)
                .font(R.font.heading.secondary),
            in: rows[0])
        for (setting, row) in zip(settings, rows.dropFirst()) {
            let isFocused = setting == viewModel.focused
            let marker = isFocused ? (frame.context.unicode ? "›" : ">") : " "
            frame.render(Label(marker, style: frame.context.style(R.color.text.primary)), in: row)
            let (_, switchArea) = row.columns(.length(2), .fill)
            frame.render(control(for: setting, isFocused: isFocused), in: switchArea)
        }
    }

    /// Each setting's switch in a configuration of its own.
    private func control(for setting: SwitchDemoViewModel.Setting, isFocused: Bool) -> CustomSwitch {
        let isOn = Binding(
            get: { [weak viewModel] in viewModel?.isOn(setting) ?? false },
            set: { [weak viewModel] in viewModel?.set(setting, $0) })
        let id = "configured-\(setting.rawValue)"
        switch setting {
        case .notifications:
            // Wide, a diamond thumb, success green when on, the error red when off, label first.
            return CustomSwitch(
                isOn: isOn, id: id, isFocused: isFocused, appearance: .init(trackWidth: 10),
                colors: .init(onColor: R.color.text.success, offColor: R.color.text.error),
                thumb: .init(glyph: Icon(glyph: "◆", ascii: "#")),
                layout: .init(labelPosition: .leading, spacing: 2),
                label: R.string.components.switchNotifications())
        case .sounds:
            // Narrow, a square thumb in the accent on a secondary track, label after.
            return CustomSwitch(
                isOn: isOn, id: id, isFocused: isFocused, appearance: .init(trackWidth: 4),
                colors: .init(onColor: R.color.text.secondary, thumbColor: R.color.text.accent),
                thumb: .init(glyph: Icon(glyph: "■", ascii: "#")),
                label: R.string.components.switchSounds())
        case .locked:
            return CustomSwitch(
                isOn: isOn, id: id, isEnabled: false, isFocused: isFocused,
                label: R.string.components.switchLocked())
        }
    }
}
