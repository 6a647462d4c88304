import TUIKit

struct SettingsView: View {
    let viewModel: SettingsViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove(), isShown: false),
            KeyBinding(
                [.enter, .space], id: "settings.change", label: R.string.settings.bindingChangeKeys(),
                R.string.settings.bindingChange()
            ) { viewModel.activateSelected() },
            KeyBinding([.right, .character("l")], id: "settings.next-value", "", isShown: false) {
                viewModel.changeSelected(forward: true)
            },
            KeyBinding([.left, .character("h")], id: "settings.previous-value", "", isShown: false) {
                viewModel.changeSelected(forward: false)
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let messageText = viewModel.errorMessage ?? viewModel.themeFileMessage ?? viewModel.keymapMessage
        let messageHeight = messageText == nil ? 0 : 2
        let (_, list, message, hints) = area.rows(.length(1), .fill, .length(messageHeight), .length(1))
        let rows = viewModel.rows.map { ListView.Row(title: $0.title, icon: Self.icon(of: $0.item), value: $0.value) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.activate(at: $0) }, in: list)
        if let messageText {
            frame.render(
                Paragraph(messageText, style: frame.context.style(R.color.text.error)),
                in: message.inset(by: EdgeInsets(horizontal: 1)))
        }
        frame.render(KeyHintsView(), in: hints)
    }

    private static func icon(of item: SettingsViewModel.Item) -> Icon {
        switch item {
        case .environment: R.image.ic24.environment
        case .language: R.image.ic24.language
        case .theme: R.image.ic24.palette
        case .tabBarStyle: R.image.ic24.components
        case .haptics: R.image.ic24.haptics
        case .reducedMotion: R.image.ic24.navigation
        case .screenReader: R.image.ic16.info
        case .shareAnalytics: R.image.ic24.globe
        case .keys: R.image.ic16.info
        case .version: R.image.ic16.info
        case .remoteUser: R.image.ic24.security
        }
    }
}
