import TUICore
import TUIKit

/// The detail's lines, wrapped to the width and scrolled by keys and the wheel.
struct LogDetailView: InteractiveView {
    let lines: [LogDetailContent.Line]
    let scrollState: ScrollState

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let textArea = body.inset(by: EdgeInsets(horizontal: 2))
        let wrapped = lines.flatMap { line in
            line.text.wrapped(toWidth: max(1, textArea.width - 1 - line.indent)).map {
                LogDetailContent.Line($0, kind: line.kind, indent: line.indent)
            }
        }
        ScrollView(rowCount: wrapped.count, state: scrollState) { index, rect, canvas, frame in
            let line = wrapped[index]
            let style: Style =
                switch line.kind {
                case .heading: frame.style(R.color.text.accent, text: TextStyle([.bold]))
                case .field: frame.style(R.color.text.primary)
                case .code: frame.style(R.color.text.secondary)
                case .error: frame.style(R.color.text.error)
                }
            Label(line.text, style: style)
                .render(in: rect.inset(by: EdgeInsets(left: line.indent)), frame: frame)
        }
        .render(in: textArea, frame: frame)
        KeyHintsView(hints: R.string.logs.hintDetail()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        scrollState.handle(key)
    }
}
