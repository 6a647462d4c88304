import Logs
import Observation

/// The panel's filters and its two text fields: what typed characters go into (the search,
/// or the deeplink tester's URL, whose text the tools model keeps). Each change says whether
/// the filter changed, for the panel to ask its search session again.
@MainActor
@Observable
final class LogsFilterEditor {
    enum Editing {
        case search
        case deepLink
    }

    private(set) var filter = LogFilter()
    private(set) var editing: Editing?
    @ObservationIgnored private let tools: LogsToolsModel

    init(tools: LogsToolsModel) {
        self.tools = tools
    }

    /// All levels, then each level alone.
    func cycleLevel() {
        filter.levels = Self.next(after: filter.levels.min(), in: LogLevel.allCases).map { [$0] } ?? []
    }

    /// All categories, then each of `categories` alone.
    func cycleCategory(in categories: [String]) {
        filter.categories = Self.next(after: filter.categories.sorted().first, in: categories).map { [$0] } ?? []
    }

    /// All statuses, then 2xx, 4xx, 5xx, others and failed.
    func cycleStatus() {
        filter.statuses = Self.next(after: filter.statuses.first, in: NetworkStatusClass.allCases).map { [$0] } ?? []
    }

    func reset() {
        filter = LogFilter()
    }

    /// The filters `console` was started with (`--level`, `--category`, `--search`).
    func start(from filter: LogFilter) {
        self.filter = filter
    }

    /// Another session has other categories: the category filter goes.
    func clearCategories() {
        filter.categories = []
    }

    func begin(_ field: Editing) {
        editing = field
        if field == .deepLink { tools.startDeepLink() }
    }

    func stopEditing() {
        editing = nil
    }

    /// A typed character; true when it changed the filter.
    func type(_ character: Character) -> Bool {
        switch editing {
        case .search:
            guard filter.searchText.count < LogFilter.maximumSearchLength else { return false }
            filter.searchText.append(character)
            return true
        case .deepLink: tools.typeDeepLink(character)
        case nil: break
        }
        return false
    }

    /// Backspace; true when it changed the filter.
    func deleteBackward() -> Bool {
        switch editing {
        case .search:
            guard !filter.searchText.isEmpty else { return false }
            filter.searchText.removeLast()
            return true
        case .deepLink: tools.deleteDeepLinkBackward()
        case nil: break
        }
        return false
    }

    /// Enter: keeps the search, or opens the typed deeplink (the field stays open on a bad one).
    func commit() {
        switch editing {
        case .search: editing = nil
        case .deepLink: if tools.openDeepLink() { editing = nil }
        case nil: break
        }
    }

    /// Esc: clears the search, or leaves the deeplink field; true when it changed the filter.
    func cancel() -> Bool {
        defer { editing = nil }
        guard editing == .search, !filter.searchText.isEmpty else { return false }
        filter.searchText = ""
        return true
    }

    private static func next<Value: Equatable>(after value: Value?, in values: [Value]) -> Value? {
        guard let value, let index = values.firstIndex(of: value) else { return values.first }
        return index + 1 < values.count ? values[index + 1] : nil
    }
}
