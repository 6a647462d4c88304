import TUIKit

/// Beyond Pulse: the environment switcher and the deeplink tester.
struct LogsToolsView: View {
    let viewModel: LogsViewModel

    func render(in area: Rect, frame: Frame) {
        let isTyping = viewModel.editing == .deepLink
        let field = viewModel.tools.deepLinkText + (isTyping ? (frame.context.unicode ? "▏" : "_") : "")
        let rows = [
            ListView.Row(
                title: R.string.logs.toolsEnvironment(), subtitle: R.string.logs.toolsEnvironmentHint(),
                icon: R.image.ic24.environment, value: viewModel.tools.environment),
            ListView.Row(
                title: R.string.logs.toolsDeeplink(), subtitle: R.string.logs.toolsDeeplinkHint(),
                icon: R.image.ic24.globe, value: field.isEmpty ? "exampletui://" : field),
            ListView.Row(
                title: R.string.logs.toolsBugReport(), subtitle: R.string.logs.toolsBugReportHint(),
                icon: R.image.ic24.logs),
        ]
        let (listArea, errorArea) = area.rows(.length(rows.count * 3), .fill)
        let list = ListView(rows: rows, selection: Binding(viewModel.tools, \.selection)) { viewModel.runTool(at: $0) }
        frame.render(list, in: listArea)
        // Why the last link did not open comes first; then, in the console, what needs the app.
        if let error = viewModel.tools.deepLinkError {
            frame.render(
                Paragraph(error, style: frame.context.style(R.color.text.error)),
                in: errorArea.inset(by: EdgeInsets(horizontal: 3)))
        } else if !viewModel.tools.isAvailable {
            let note =
                viewModel.tools.opensLinks
                ? R.string.logs.consoleToolsNeedTheApp() : R.string.logs.consoleToolsUnavailable()
            frame.render(
                Paragraph(note, style: frame.context.style(R.color.text.secondary)),
                in: errorArea.inset(by: EdgeInsets(horizontal: 3)))
        }
    }
}
