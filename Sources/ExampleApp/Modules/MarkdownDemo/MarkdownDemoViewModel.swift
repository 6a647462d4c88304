import Foundation
import Observation
import Utilities

/// The pages the markdown demo reads (this project's README and docs, embedded at build
/// time) and which one shows. A link to another page opens that page; a link with a scheme
/// opens outside the app through `LinkOpening` (at once for http(s), after a confirmation
/// for others, copied without a display, routed for the app's own scheme); a link to a file
/// of the repository that is no page here is said to be one.
@MainActor
@Observable
final class MarkdownDemoViewModel {
    struct Page: Equatable {
        /// `README`, `docs/table`.
        var name: String
        var text: String
    }

    /// Where a link the reader opened led.
    enum LinkTarget: Equatable {
        /// A page of the demo (maybe the one showing), at the heading `anchor` names.
        case page(anchor: String?)
        /// Outside the app, or nowhere: `announcement` says which.
        case elsewhere
    }

    let pages: [Page]
    /// Opens links with a scheme, and says what it did.
    let links: LinkOpening
    private(set) var selectedPage = 0
    /// What a link to a page did, or why a page asked for is not shown.
    private var notice: String?
    /// Whether the line above the page shows the outcome of the last link opened outside.
    private var showsLinkStatus = false
    /// Whether the list of pages shows, and the page its cursor is on.
    private(set) var isPickingPage = false
    private(set) var pickerSelection = 0

    /// Opens on the page named `initialPage` when there is one, else on the first.
    init(pages: [Page], initialPage: String? = nil, links: LinkOpening) {
        self.pages = pages
        self.links = links
        selectedPage = pages.firstIndex { $0.name == initialPage } ?? 0
    }

    /// Opens on the page a link asks for (`?doc=README`, `docs/table.md`, `table`), else on
    /// `initialPage` with a notice that names what was asked for.
    convenience init(pages: [Page], initialPage: String?, requested: String, links: LinkOpening) {
        self.init(pages: pages, initialPage: initialPage, links: links)
        if let index = Self.index(of: requested, in: pages) {
            selectedPage = index
        } else {
            notice = R.string.markdownDemo.unknownPage(
                String(requested.prefix(80)).debugDescription, (page?.name ?? "") + ".md")
        }
    }

    /// The page `name` means: a page's own name, with or without `.md`, in any case, or a
    /// name in `docs/` without its folder.
    static func index(of name: String, in pages: [Page]) -> Int? {
        var wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        if wanted.hasSuffix(".md") { wanted.removeLast(3) }
        if wanted.hasPrefix("./") || wanted.hasPrefix("/") { wanted = String(wanted.drop { $0 == "." || $0 == "/" }) }
        guard !wanted.isEmpty else { return nil }
        return pages.firstIndex { $0.name.lowercased() == wanted }
            ?? pages.firstIndex { $0.name.lowercased() == "docs/" + wanted }
    }

    var page: Page? { pages.indices.contains(selectedPage) ? pages[selectedPage] : nil }

    /// "Page: docs/table.md" (without a count, so a new page elsewhere changes no title).
    var pageTitle: String {
        guard let page else { return "" }
        return R.string.markdownDemo.page(page.name + ".md")
    }

    /// Moves `count` pages along, wrapping round.
    func movePage(by count: Int) {
        guard !pages.isEmpty else { return }
        select(((selectedPage + count) % pages.count + pages.count) % pages.count)
    }

    /// Opens the list of pages on the one shown, or closes it.
    func togglePicker() {
        isPickingPage.toggle()
        pickerSelection = selectedPage
    }

    func movePickerSelection(by count: Int) {
        guard !pages.isEmpty else { return }
        pickerSelection = min(max(0, pickerSelection + count), pages.count - 1)
    }

    /// Shows the page under the list's cursor (or `index`) and closes the list.
    func pick(_ index: Int? = nil) {
        isPickingPage = false
        select(index ?? pickerSelection)
    }

    /// The page named `name` (`README`, `docs/table`), if there is one.
    func select(named name: String) -> Bool {
        guard let index = pages.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        select(index)
        return true
    }

    func select(_ index: Int) {
        guard pages.indices.contains(index) else { return }
        selectedPage = index
        notice = nil
        showsLinkStatus = false
    }

    /// The line above the page: what the last link did, or the notice of a page not found.
    var announcement: String? { showsLinkStatus ? links.status : notice }

    /// A link opened in the page: a relative link to one of the pages (`docs/table.md`,
    /// `table.md#keys`) shows it; a link with a scheme goes to `links`; a relative link to
    /// anything else is a file of the repository, which the demo does not have.
    func open(link: String) -> LinkTarget {
        let anchor = Self.anchor(of: link)
        if let name = pageName(of: link) {
            if name.lowercased() == page?.name.lowercased() { return .page(anchor: anchor) }
            if select(named: name) {
                notice = R.string.markdownDemo.openedPage(name + ".md")
                return .page(anchor: anchor)
            }
        }
        if link.hasPrefix("#"), let anchor {
            // The reader jumps to a heading of its page itself: this one is not there.
            noteMissingAnchor(anchor)
        } else if URLOpener.scheme(of: link) != nil {
            showsLinkStatus = true
            links.open(link)
        } else {
            showsLinkStatus = false
            notice = R.string.markdownDemo.notAPage(String(link.prefix(200)))
        }
        return .elsewhere
    }

    /// The part of `link` after `#`, if it names one.
    static func anchor(of link: String) -> String? {
        guard let hash = link.firstIndex(of: "#") else { return nil }
        let anchor = link[link.index(after: hash)...]
        return anchor.isEmpty ? nil : String(anchor)
    }

    /// A link's heading that the page showing does not have.
    func noteMissingAnchor(_ anchor: String) {
        showsLinkStatus = false
        notice = R.string.markdownDemo.noHeading(String(anchor.prefix(80)), (page?.name ?? "") + ".md")
    }

    /// The page a relative link names, resolved against the current page's folder.
    func pageName(of link: String) -> String? {
        guard !link.contains("://"), !link.hasPrefix("mailto:") else { return nil }
        var path =
            link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasSuffix(".md") else { return nil }
        path.removeLast(3)
        var parts = (page?.name.split(separator: "/").dropLast().map(String.init)) ?? []
        if path.hasPrefix("/") { parts = [] }
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
