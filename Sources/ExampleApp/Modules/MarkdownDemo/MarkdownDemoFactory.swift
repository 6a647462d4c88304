import TUIKit
import TUIMarkdown

enum MarkdownDemoFactory {
    /// The project's README and docs (embedded at build time by the docs plugin) in a
    /// markdown reader with a page picker and a table of contents.
    @MainActor
    static func createMarkdownDemoController(pages: [MarkdownDemoViewModel.Page] = bundledPages) -> ScreenController {
        let viewModel = MarkdownDemoViewModel(pages: pages)
        let reader = MarkdownReader()
        let view = MarkdownDemoView(viewModel: viewModel, reader: reader)
        view.showPage()
        return HostingController(rootView: view, navigationBarItem: { .title(R.string.markdownDemo.title()) })
    }

    static var bundledPages: [MarkdownDemoViewModel.Page] {
        DocsPages.pages.map { MarkdownDemoViewModel.Page(name: $0.name, text: $0.text) }
    }
}
