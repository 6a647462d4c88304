import AppSupport
import TUIKit

/// The detail's lines, wrapped to the width and scrolled by keys and the wheel.
struct LogDetailView: View {
    let lines: [LogDetailContent.Line]
    /// Where the detail is scrolled to, kept by its screen between frames.
    let scroll: StateBox<ScrollState>
    /// A request has `Y`, copy as curl, beside `y`.
    let isRequest: Bool
    /// Copies the record shown (`y`), or a request as curl (`Y`, true).
    let copy: @MainActor (_ asCurl: Bool) -> Void

    var bindings: [KeyBinding] {
        [
            .scroll(Binding(scroll, \.value), keys: KeyBinding.scrollLineKeys, R.string.common.bindingScroll()),
            .scroll(
                Binding(scroll, \.value), keys: KeyBinding.scrollPageKeys, label: "PgUp PgDn",
                R.string.logs.bindingPage()),
            isRequest
                ? .group(
                    label: "y Y", R.string.logs.bindingCopy(),
                    [
                        KeyAction("y", id: "logs.copy") { copy(false) },
                        KeyAction("Y", id: "logs.copy-curl") { copy(true) },
                    ])
                : KeyBinding("y", id: "logs.copy", R.string.logs.bindingCopy()) { copy(false) },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hints) = area.rows(.length(1), .fill, .length(1))
        frame.render(LogDetailLinesView(lines: lines, scroll: scroll), in: body.inset(by: EdgeInsets(horizontal: 2)))
        frame.render(KeyHintsView(), in: hints)
    }
}

/// A record's detail lines, wrapped to the width, each in its kind's style, scrolled by
/// `scroll`: the detail screen's body, and the pane beside the list on a wide terminal.
struct LogDetailLinesView: View {
    let lines: [LogDetailContent.Line]
    let scroll: StateBox<ScrollState>

    func render(in textArea: Rect, frame: Frame) {
        let wrapped = lines.flatMap { line in
            line.text.wrapped(toWidth: max(1, textArea.width - 1 - line.indent)).map {
                LogDetailContent.Line($0, kind: line.kind, indent: line.indent)
            }
        }
        let scrollView = ScrollView(rowCount: wrapped.count, state: Binding(scroll, \.value)) {
            index, rect, canvas, frame in
            let line = wrapped[index]
            let style: Style =
                switch line.kind {
                case .heading: frame.context.style(R.color.text.accent, text: TextStyle([.bold]))
                case .field: frame.context.style(R.color.text.primary)
                case .code: frame.context.style(R.color.text.secondary)
                case .error: frame.context.style(R.color.text.error)
                }
            frame.render(Label(line.text, style: style), in: rect.inset(by: EdgeInsets(left: line.indent)))
        }
        frame.render(scrollView, in: textArea)
    }
}
