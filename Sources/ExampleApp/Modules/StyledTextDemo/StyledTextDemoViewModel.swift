import Observation

@MainActor
@Observable
final class StyledTextDemoViewModel {
    static let documentationURL = "https://github.com/example/example-tui#components"
    static let widthRange = 12...72

    private(set) var width = 40
    private(set) var openedLink: String?

    var widthStatus: String { R.string.components.styledTextWidth(width) }

    var linkStatus: String? { openedLink.map { R.string.components.styledTextOpened($0) } }

    func changeWidth(by columns: Int) {
        width = min(max(width + columns, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    }

    func onLinkTapped(_ url: String) {
        openedLink = url
    }
}
