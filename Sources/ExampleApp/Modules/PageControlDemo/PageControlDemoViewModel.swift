import Observation

@MainActor
@Observable
final class PageControlDemoViewModel {
    let pageCount = 5
    private(set) var page = 0

    var status: String { R.string.components.pageControlPage(page + 1, pageCount) }

    func showPage(_ index: Int) {
        page = min(max(index, 0), pageCount - 1)
    }

    func showPage(offsetBy offset: Int) {
        showPage(page + offset)
    }
}
