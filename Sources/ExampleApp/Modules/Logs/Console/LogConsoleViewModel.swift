import AppSupport
import Foundation
import Logs
import Observation

/// `console`'s full-screen list (issue 32): the store's messages or requests, newest first,
/// read only, over `LogListSession`, with the level and search filters and live follow.
/// It stands in for the debug panel in another terminal until the panel itself runs on the
/// SQLite store; the Logs interface then takes its place.
@MainActor
@Observable
public final class LogConsoleViewModel {
    enum Segment: CaseIterable {
        case messages
        case requests
    }

    private(set) var segment = Segment.messages
    var selection = ListSelection(count: 0)
    /// The lowest level shown; nil shows every level.
    private(set) var minimumLevel: LogLevel?
    private(set) var searchText = ""
    private(set) var isEditingSearch = false
    /// While following, new records come in on top and the newest stays selected; paused,
    /// the list holds still.
    private(set) var isFollowing: Bool
    /// False for a bug report (`console --open`), which never changes.
    let canFollow: Bool
    /// What the list counts now (it changes as new records come in).
    private(set) var count = 0
    /// A bug report's metadata (version, environment, terminal, size), or nil for the live store.
    let archive: [String: String]?
    let session: LogSession?

    @ObservationIgnored private let base: LogQuery
    @ObservationIgnored private let messages: LogListSession
    @ObservationIgnored private let requests: LogListSession
    /// How many rows to read at once when a list is (re)made: more than a screen.
    @ObservationIgnored private let firstRows = 256

    public init(store: LogDatabase, query: LogQuery, follows: Bool, archive: [String: String]? = nil) {
        base = query
        canFollow = follows
        isFollowing = follows
        self.archive = archive
        session = store.sessions().first { $0.id == query.session }
        messages = LogListSession(store: store, kind: .messages)
        requests = LogListSession(store: store, kind: .tasks)
        minimumLevel = query.filter.levels.min()
        searchText = query.filter.searchText
        for list in [messages, requests] {
            list.onChange = { [weak self] in self?.listChanged() }
        }
        reload()
    }

    private var current: LogListSession { segment == .messages ? messages : requests }

    private var query: LogQuery {
        var query = base
        query.filter.levels = minimumLevel.map { level in Set(LogLevel.allCases.filter { $0 >= level }) } ?? []
        query.filter.searchText = searchText
        return query
    }

    private func reload() {
        current.show(query, rows: firstRows)
        listChanged()
        selection.select(0)
    }

    private func listChanged() {
        count = current.ids.count
        selection.count = count
    }

    /// The message at a row of the list (newest first), read when the row is drawn.
    func message(at index: Int) -> LogMessage? {
        segment == .messages ? messages.messages(index..<index + 1).first : nil
    }

    /// The request at a row of the list.
    func request(at index: Int) -> NetworkTaskRecord? {
        segment == .requests ? requests.tasks(index..<index + 1).first : nil
    }

    /// The store committed a batch (the running app said so over its socket).
    public func storeChanged() {
        guard isFollowing else { return }
        let before = current.ids.count
        current.storeChanged()
        listChanged()
        // The newest stays in view; a row picked further down keeps its record.
        let added = current.ids.count - before
        if selection.selectedIndex > 0, added > 0 { selection.move(by: added) }
    }

    func switchSegment() {
        segment = segment == .messages ? .requests : .messages
        reload()
    }

    /// All, then debug and up, info and up, ... fault only, then all again.
    func cycleLevel() {
        let levels = LogLevel.allCases
        if let minimumLevel, let index = levels.firstIndex(of: minimumLevel) {
            self.minimumLevel = index + 1 < levels.count ? levels[index + 1] : nil
        } else {
            minimumLevel = levels.dropFirst().first
        }
        reload()
    }

    func toggleFollow() {
        guard canFollow else { return }
        isFollowing.toggle()
        if isFollowing {
            current.storeChanged()
            listChanged()
        }
    }

    func startSearch() {
        isEditingSearch = true
    }

    func type(_ character: Character) {
        guard searchText.count < LogFilter.maximumSearchLength else { return }
        searchText.append(character)
        reload()
    }

    func deleteBackward() {
        guard !searchText.isEmpty else { return }
        searchText.removeLast()
        reload()
    }

    func keepSearch() {
        isEditingSearch = false
    }

    func clearSearch() {
        isEditingSearch = false
        guard !searchText.isEmpty else { return }
        searchText = ""
        reload()
    }
}
