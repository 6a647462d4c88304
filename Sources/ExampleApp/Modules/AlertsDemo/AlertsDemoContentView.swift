import TUICore
import TUIKit

/// The list of alerts to show, the last button pressed in any of them, and the keys.
struct AlertsDemoContentView: View {
    let viewModel: AlertsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        // The last action takes a second line when the window is too narrow for one.
        let lastAction = Paragraph(lastActionText, style: frame.style(R.color.text.primary))
        let lastActionHeight = min(2, lastAction.height(forWidth: body.width - 2))
        let (status, listArea) = body.divided(bottom: 2 + lastActionHeight)
        let rows = AlertsDemoViewModel.Example.allCases.map { ListView.Row(title: viewModel.title(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.onShowAlertTapped(at: $0) }
            .render(in: listArea, frame: frame)
        Divider().render(in: status.row(0).inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        let lastActionArea = Rect(x: status.x + 1, y: status.y + 1, width: status.width - 2, height: lastActionHeight)
        lastAction.render(in: lastActionArea, frame: frame)
        KeyHintsView(hints: R.string.alertsDemo.alertKeys())
            .render(in: status.row(status.height - 1), frame: frame)
        KeyHintsView(hints: R.string.alertsDemo.hint()).render(in: hintArea, frame: frame)
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
