import TUIKit

/// The list of alerts to show, the last button pressed in any of them, and the keys.
struct AlertsDemoContentView: View {
    let viewModel: AlertsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "alerts.show", R.string.common.bindingShow()) {
                viewModel.onShowSelectedAlertTapped()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        // The last action takes a second line when the window is too narrow for one.
        let lastAction = Paragraph(lastActionText, style: frame.context.style(R.color.text.primary))
        let lastActionHeight = min(2, lastAction.height(forWidth: body.width - 2))
        let (listArea, status, alertKeysArea) = body.rows(.fill, .length(1 + lastActionHeight), .length(1))
        let rows = viewModel.exampleTitles.map { ListView.Row(title: $0) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.onShowAlertTapped(at: $0) },
            in: listArea)
        let statusParts = Layout.vertical(.length(1), .fill).margin(EdgeInsets(horizontal: 1)).split(status)
        frame.render(Divider(), in: statusParts[0])
        frame.render(lastAction, in: statusParts[1])
        // What an alert's own keys do, told before one is open: the alert's bindings are
        // not in force here, so the line is a note, not the chain's hints.
        frame.render(KeyHintsView(bindings: [.note(R.string.alertsDemo.alertKeys())]), in: alertKeysArea)
        frame.render(KeyHintsView(), in: hintArea)
    }

    private var lastActionText: String {
        let choice =
            viewModel.lastChoice.map {
                R.string.alertsDemo.lastActionValue(
                    viewModel.title(of: $0), "\(viewModel.role(of: $0))", viewModel.alertTitle(of: $0))
            } ?? R.string.alertsDemo.lastActionNone()
        return R.string.alertsDemo.lastAction(choice)
    }
}
