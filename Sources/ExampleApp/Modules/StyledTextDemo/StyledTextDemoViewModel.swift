import Observation

@MainActor
@Observable
final class StyledTextDemoViewModel {
    static let documentationURL = "https://github.com/example/example-tui#components"
    static let widthRange = 12...72

    private(set) var width = 40
    /// Opens the tapped link outside the app (or asks, copies, routes, refuses).
    let links: LinkOpening

    init(links: LinkOpening) {
        self.links = links
    }

    var widthStatus: String { R.string.components.styledTextWidth(width) }

    var linkStatus: String? { links.status }

    func changeWidth(by columns: Int) {
        width = min(max(width + columns, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    }

    func onLinkTapped(_ url: String) {
        links.open(url)
    }
}
