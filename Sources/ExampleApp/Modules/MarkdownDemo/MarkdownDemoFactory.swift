import TUIKit
import TUIMarkdown

enum MarkdownDemoFactory {
    /// The page the demo opens on: the one about the reader itself, which shows every kind
    /// of block (and which no other feature's docs change).
    static let initialPage = "docs/markdown"

    /// The project's README and docs (embedded at build time by the docs plugin) in a
    /// markdown reader with a page picker and a table of contents; links outside open
    /// through the app's `URLOpener`.
    @MainActor
    static func createMarkdownDemoController(
        dependencies: AppDependencies, pages: [MarkdownDemoViewModel.Page] = bundledPages,
        initialPage: String? = initialPage, doc: String? = nil
    ) -> ScreenController {
        let links = LinkOpening(dependencies: dependencies)
        // A link's `?doc=` names the page to open (an unknown one: the initial page, and a notice).
        let viewModel =
            doc.map { MarkdownDemoViewModel(pages: pages, initialPage: initialPage, requested: $0, links: links) }
            ?? MarkdownDemoViewModel(pages: pages, initialPage: initialPage, links: links)
        let reader = MarkdownReader()
        let view = MarkdownDemoView(viewModel: viewModel, reader: reader)
        view.showPage()
        return HostingController(rootView: view, navigationBarItem: { .title(R.string.markdownDemo.title()) })
    }

    static var bundledPages: [MarkdownDemoViewModel.Page] {
        DocsPages.pages.map { MarkdownDemoViewModel.Page(name: $0.name, text: $0.text) }
    }
}
