import TUIKit
import TUIMarkdown

/// The markdown demo's page with the alert that confirms a link of another scheme than
/// http(s) before it opens outside the app.
struct MarkdownDemoView: View {
    let viewModel: MarkdownDemoViewModel
    let reader: MarkdownReader

    /// The page's keys, or the confirmation alert's while it shows.
    var bindings: [KeyBinding] { content.bindings }

    func render(in area: Rect, frame: Frame) {
        frame.render(content, in: area)
    }

    /// Shows the selected page from its top (see `MarkdownDemoPageView.showPage()`).
    func showPage() {
        page.showPage()
    }

    private var page: MarkdownDemoPageView {
        MarkdownDemoPageView(viewModel: viewModel, reader: reader)
    }

    private var content: some View {
        page.linkConfirmation(viewModel.links)
    }
}
