import Observation
import TUIKit

@MainActor
@Observable
final class StyledTextDemoViewModel {
    static let documentationURL = "https://github.com/example/example-tui#components"
    static let widthRange = 12...72

    private(set) var width = 40
    private(set) var openedLink: String?

    var text: StyledString {
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
            .add(.string(R.string.components.styledTextLink()), with: [.link(Self.documentationURL)])
            .add(
                .delimiterWithString(delimiter: lineBreak, string: R.string.components.styledTextWide()),
                with: [.italic]
            )
            .value
    }

    var widthStatus: String { R.string.components.styledTextWidth(width) }

    var linkStatus: String? { openedLink.map { R.string.components.styledTextOpened($0) } }

    func changeWidth(by columns: Int) {
        width = min(max(width + columns, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    }

    func onLinkTapped(_ url: String) {
        openedLink = url
    }
}
