import TUIKit

struct StyledTextDemoView: View {
    let viewModel: StyledTextDemoViewModel

    /// The keys of the text, or of the confirmation alert while it shows.
    var bindings: [KeyBinding] { content.bindings }

    func render(in area: Rect, frame: Frame) {
        frame.render(content, in: area)
    }

    /// The text with the alert that confirms a link of another scheme than http(s).
    private var content: some View {
        StyledTextDemoContentView(viewModel: viewModel).linkConfirmation(viewModel.links)
    }
}

/// The sample text in its ruled box, the width and the last link's outcome above and below.
struct StyledTextDemoContentView: View {
    let viewModel: StyledTextDemoViewModel

    /// The sample's words in their styles, a link among them.
    private var text: StyledString {
        let space = StringBuilder.Delimiter(type: .space)
        let lineBreak = StringBuilder.Delimiter(type: .lineBreak)
        return StringBuilder(globalAttributes: [.foregroundColor(R.color.text.primary)])
            .add(.string(R.string.components.styledTextIntro()))
            .add(.delimiterWithString(delimiter: space, string: R.string.components.styledTextBold()), with: [.bold])
            .add(
                .delimiterWithString(delimiter: space, string: R.string.components.styledTextColored()),
                with: [.foregroundColor(R.color.text.success)]
            )
            .add(.delimiterWithString(delimiter: space, string: R.string.components.styledTextAnd()))
            .add(
                .delimiterWithString(delimiter: space, string: R.string.components.styledTextUnderlined()),
                with: [.underline]
            )
            .add(.delimiterWithString(delimiter: space, string: R.string.components.styledTextSpans()))
            .add(.delimiterWithString(delimiter: lineBreak, string: R.string.components.styledTextLinkIntro()))
            // The space stays outside the link, so its underline starts at the word.
            .add(.delimiter(space))
            .add(.string(R.string.components.styledTextLink()), with: [.link(StyledTextDemoViewModel.documentationURL)])
            .add(
                .delimiterWithString(delimiter: lineBreak, string: R.string.components.styledTextWide()),
                with: [.italic]
            )
            .value
    }

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                [.character("-"), .left], id: "styled-text.narrower", R.string.components.bindingStyledTextNarrower()
            ) {
                viewModel.changeWidth(by: -4)
            },
            KeyBinding(
                [.character("+"), .character("="), .right], id: "styled-text.wider",
                R.string.components.bindingStyledTextWider()
            ) {
                viewModel.changeWidth(by: 4)
            },
            KeyBinding(.enter, id: "styled-text.open", R.string.components.bindingStyledTextOpen()) {
                viewModel.onLinkTapped(StyledTextDemoViewModel.documentationURL)
            },
            .note(R.string.components.bindingStyledTextClick()),
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (_, content, _) = body.columns(.length(2), .fill, .length(2))
        let width = min(viewModel.width, content.width - 2)
        let text = StyledText(text, isFocused: true) { [viewModel] in viewModel.onLinkTapped($0) }
        // Rows below the text are kept for the opened link's status only once there is one.
        let reserved = viewModel.linkStatus == nil ? 2 : 4
        let height = max(0, min(text.height(forWidth: width), content.height - reserved))
        let (statusRow, _, textRows, below) = content.rows(.length(1), .length(1), .length(height), .fill)
        frame.render(Label(viewModel.widthStatus, style: frame.context.style(R.color.text.secondary)), in: statusRow)
        let (box, _) = textRows.columns(.length(width + 2), .fill)
        let (leftRule, textArea, rightRule) = box.columns(.length(1), .fill, .length(1))
        // A rule either side shows the width the text wraps to.
        let rule = Style(foreground: frame.context.color(R.color.border.primary))
        for ruleArea in [leftRule, rightRule] {
            for y in ruleArea.minY..<ruleArea.maxY {
                // Written, not filled: the rule keeps the background beneath it.
                frame.canvas.write(frame.context.unicode ? "│" : "|", at: Point(x: ruleArea.x, y: y), style: rule)
            }
        }
        frame.render(text, in: textArea)
        if let status = viewModel.linkStatus {
            let (_, linkRow, _) = below.rows(.length(1), .length(1), .fill)
            frame.render(Label(status, style: frame.context.style(R.color.text.accent)), in: linkRow)
        }
        frame.render(KeyHintsView(), in: hintArea)
    }
}
