import Foundation
import GRDB

/// What the panel and a console read: pages of ids newest first, the rows of a page, counts,
/// sessions and categories. Every read is a short query on an index (WAL: never waiting for
/// the writer); none reads the whole table.
///
/// A read of one statement is an `unsafeRead`: SQLite reads a statement from one snapshot
/// of its own, and `read`'s BEGIN and COMMIT around it were two thirds of the cost of
/// reading the id range, a panel's open asking for a dozen such reads. Reads of more than
/// one statement that must agree (`countAndNewest`, `recount`) keep `read`'s transaction.
extension LogDatabase {
    /// How many rows a one- or two-character search looks through per page at most: such a
    /// search cannot use the trigram index, and a rare pair must not scan a million rows per
    /// key. 2,048 rows take half a millisecond here (20,000 took 2.3 ms, 12 times the move).
    public static let shortSearchWindow: Int64 = 2_048

    /// Up to `limit` ids of the rows `query` lets through, newest first, older than `before`
    /// (and newer than `after`: the rows written since a list was read). A short search may
    /// return fewer (it looked through `shortSearchWindow` rows): go on from `next` while it
    /// is not nil. With `searchRows`, a search of three characters or more stops once its
    /// shards of the trigram index held that many ids, and may return fewer too: a main
    /// actor's page of a rare search goes no further, its rest is read off it.
    public func page(
        _ kind: LogFilter.Kind, _ query: LogQuery, before: Int64? = nil, after: Int64? = nil, limit: Int,
        searchRows: Int64? = nil
    ) -> LogPage {
        let search = query.foldedSearch
        if search.count >= 3 {
            return searchPage(kind, query, before: before, after: after, limit: limit, rows: searchRows)
        }
        if !search.isEmpty {
            return windowPage(kind, query, before: before, after: after, window: Self.shortSearchWindow, limit: limit)
        }
        var (from, order, conditions, arguments) = source(kind, query)
        Self.bound(order, before: before, after: after, &conditions, &arguments)
        let ids = pageIDs(from: from, order: order, conditions, arguments, limit: limit)
        return LogPage(ids: ids, next: ids.count == limit ? ids.last : nil)
    }

    /// Up to `limit` ids of the rows `query` lets through among the `window` rows below
    /// `before` (the newest, without it) and above `after`, newest first, read from the table
    /// in id order with the folded text holding the search. Its `next` is the window's start
    /// while older rows remain: a page may hold fewer than `limit` and still go on.
    func windowPage(
        _ kind: LogFilter.Kind, _ query: LogQuery, before: Int64?, after: Int64?, window: Int64, limit: Int
    ) -> LogPage {
        let table = Self.table(kind)
        var (from, order, conditions, arguments) = source(kind, query)
        Self.bound(order, before: before, after: after, &conditions, &arguments)
        let top = before ?? ((try? unsafeReading { db in try Self.idRange(table, db)?.1 }) ?? 0) + 1
        let windowStart = max(top - window, (after ?? 0) + 1)
        conditions.append("t.id >= ?")
        arguments.append(windowStart)
        conditions.append("instr(t.search, ?) > 0")
        arguments.append(query.foldedSearch)
        // The window's rows in id order from the table itself: through the session's index
        // each row was a lookup of its own (330 ns a row against 190).
        if !from.contains("INDEXED BY") { from += " NOT INDEXED" }
        let ids = pageIDs(from: from, order: order, conditions, arguments, limit: limit)
        if ids.count == limit { return LogPage(ids: ids, next: ids.last) }
        // Older rows remain while the window's start is past the first of them.
        if windowStart > (after ?? 0) + 1 {
            let low = (try? unsafeReading { db in try Self.idRange(table, db)?.0 }) ?? nil
            if let low, windowStart > low { return LogPage(ids: ids, next: windowStart) }
        }
        return LogPage(ids: ids, next: nil)
    }

    /// The first `limit` ids of `from` under `conditions`, newest first.
    private func pageIDs(
        from: String, order: String, _ conditions: [String], _ arguments: [(any DatabaseValueConvertible)?], limit: Int
    ) -> [Int64] {
        let sql = """
            SELECT t.id FROM \(from) \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
            ORDER BY \(order) DESC LIMIT \(limit)
            """
        return
            (try? unsafeReading { db in
                try Int64.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
            }) ?? []
    }

    /// A page of a search of three characters or more: each shard of the trigram index
    /// newest first, until the page is full, or (with `rows`) until the shards looked
    /// through held that many ids: then `next` is where the next shard's ids end. A shard
    /// gives the rows holding every trigram of the search; the row's folded text must hold
    /// the search itself. A rare search's page asked every shard of a million messages on
    /// the main actor (5 ms, 16 ms while the store wrote).
    private func searchPage(
        _ kind: LogFilter.Kind, _ query: LogQuery, before: Int64?, after: Int64?, limit: Int, rows: Int64?
    ) -> LogPage {
        let table = Self.table(kind)
        var (conditions, arguments) = searchConditions(kind, query)
        Self.bound("f.rowid", before: before, after: after, &conditions, &arguments)
        let match = LogSearchShards.match(query.foldedSearch)
        var ids: [Int64] = []
        var stopped: Int64?
        _ = try? unsafeReading { db in
            let shards = try searchShards(table, db)
            // The ids the shards looked through held, from below `before` (or the newest) down.
            var looked: Int64 = 0
            var top = rows == nil ? nil : try before ?? Self.idRange(table, db).map { $0.1 + 1 }
            for (index, shard) in shards.enumerated().reversed() {
                if let before, shard.first >= before { continue }
                // This shard's ids and every older one's are at most `after`.
                if let after, index + 1 < shards.count, shards[index + 1].first - 1 <= after { break }
                if let rows, looked >= rows {
                    stopped = top
                    break
                }
                if let high = top {
                    looked += max(0, high - shard.first)
                    top = shard.first
                }
                let sql = Self.searchPageSQL(table, shard, conditions)
                // A shard the limits dropped since it was listed holds nothing any longer.
                guard
                    let found = try? Int64.fetchAll(
                        db.cachedStatement(sql: sql),
                        arguments: StatementArguments([match] + arguments + [limit - ids.count]))
                else { continue }
                ids += found
                if ids.count >= limit { break }
            }
        }
        return LogPage(ids: ids, next: ids.count >= limit ? ids.last : stopped)
    }

    /// A page of a shard's matches, newest first, each looked up by id (CROSS JOIN keeps that
    /// order: the planner may not scan the table and probe the index).
    private static func searchPageSQL(_ table: String, _ shard: LogSearchShards.Shard, _ conditions: [String]) -> String
    {
        """
        SELECT t.id FROM \(shard.name) f CROSS JOIN \(table) t ON t.id = f.rowid
        WHERE \(shard.name) MATCH ? AND \(conditions.joined(separator: " AND "))
        ORDER BY f.rowid DESC LIMIT ?
        """
    }

    /// Keeps `column` below `before` and above `after` (a page goes on from one, a list's new
    /// rows are those above the other).
    private static func bound(
        _ column: String, before: Int64?, after: Int64?, _ conditions: inout [String],
        _ arguments: inout [(any DatabaseValueConvertible)?]
    ) {
        if let before {
            conditions.append("\(column) < ?")
            arguments.append(before)
        }
        if let after {
            conditions.append("\(column) > ?")
            arguments.append(after)
        }
    }

    /// A search's conditions on a row: its filter's, and the folded text holding the search.
    private func searchConditions(_ kind: LogFilter.Kind, _ query: LogQuery) -> (
        [String], [(any DatabaseValueConvertible)?]
    ) {
        var (conditions, arguments) = Self.conditions(kind, query, column: "t.")
        conditions.insert("instr(t.search, ?) > 0", at: 0)
        arguments.insert(query.foldedSearch, at: 0)
        return (conditions, arguments)
    }

    /// The shards of the trigram index of `table`, listed again only when the schema changed
    /// (the writer made or dropped one).
    func searchShards(_ table: String, _ db: Database) throws -> [LogSearchShards.Shard] {
        let version = try Int.fetchOne(db.cachedStatement(sql: "PRAGMA schema_version")) ?? 0
        if let list = shardList.withLock({ $0 }), list.schemaVersion == version {
            return table == "message" ? list.message : list.task
        }
        let list = LogSearchShardList(
            schemaVersion: version, message: try LogSearchShards.shards("message", db),
            task: try LogSearchShards.shards("task", db))
        shardList.withLock { $0 = list }
        return table == "message" ? list.message : list.task
    }

    /// The newest id of a kind stored, or nil when there is none (a console reads what came after it).
    public func newestID(_ kind: LogFilter.Kind) -> Int64? {
        idRange(kind)?.newest
    }

    /// The oldest id of a kind still stored, or nil when there is none.
    public func oldestID(_ kind: LogFilter.Kind) -> Int64? {
        idRange(kind)?.oldest
    }

    /// The oldest and newest ids of a kind stored, in one read, or nil when there is none.
    func idRange(_ kind: LogFilter.Kind) -> (oldest: Int64, newest: Int64)? {
        (try? unsafeReading { db in try Self.idRange(Self.table(kind), db) }) ?? nil
    }

    /// How many rows `query` lets through (newer than `after`, when given: the rows written
    /// since a count). Cost grows with the matches (an index range counted): a big count is
    /// asked for off the main actor.
    public func count(_ kind: LogFilter.Kind, _ query: LogQuery, after: Int64? = nil) -> Int {
        let search = query.foldedSearch
        if search.count >= 3 { return searchCount(kind, query, after: after) }
        var (from, _, conditions, arguments) = source(kind, query)
        Self.bound("t.id", before: nil, after: after, &conditions, &arguments)
        if !search.isEmpty, search.count < 3 {
            conditions.append("instr(t.search, ?) > 0")
            arguments.append(search)
        }
        let sql =
            "SELECT count(*) FROM \(from) \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))"
        return
            (try? unsafeReading { db in try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) })
            .flatMap { $0 } ?? 0
    }

    /// How many rows a search of three characters or more finds, shard by shard.
    private func searchCount(_ kind: LogFilter.Kind, _ query: LogQuery, after: Int64?) -> Int {
        let table = Self.table(kind)
        var (conditions, arguments) = searchConditions(kind, query)
        Self.bound("f.rowid", before: nil, after: after, &conditions, &arguments)
        let match = LogSearchShards.match(query.foldedSearch)
        var count = 0
        _ = try? unsafeReading { db in
            let shards = try searchShards(table, db)
            for (index, shard) in shards.enumerated() {
                if let after, index + 1 < shards.count, shards[index + 1].first - 1 <= after { continue }
                let sql = """
                    SELECT count(*) FROM \(shard.name) f CROSS JOIN \(table) t ON t.id = f.rowid
                    WHERE \(shard.name) MATCH ? AND \(conditions.joined(separator: " AND "))
                    """
                count +=
                    (try? Int.fetchOne(
                        db.cachedStatement(sql: sql),
                        arguments: StatementArguments([match] + arguments)))
                    .flatMap { $0 } ?? 0
            }
        }
        return count
    }

    /// The rows `query` lets through newer than `after`, newest first (`page(after:)`), looked
    /// through in the table when they are few (`shortSearchWindow` rows at most): the trigram
    /// index's page costs as much for three new rows as for a whole page (FTS5 starts each
    /// common trigram's rows from the newest end whatever the bound: 300 µs for none).
    /// `top` is the newest id the caller read (nil: read here); rows above it are left for
    /// the next call.
    func newer(_ kind: LogFilter.Kind, _ query: LogQuery, after: Int64, top: Int64? = nil, limit: Int) -> LogPage {
        guard query.foldedSearch.count >= 3 else { return page(kind, query, after: after, limit: limit) }
        guard let top = top ?? idRange(kind)?.newest, top > after else { return LogPage(ids: [], next: nil) }
        guard top - after <= Self.shortSearchWindow else { return page(kind, query, after: after, limit: limit) }
        return windowPage(kind, query, before: top + 1, after: after, window: Self.shortSearchWindow, limit: limit)
    }

    /// The ids among `ids` whose folded text holds the search of `query`, newest first: a
    /// list narrowed by a search typed further (`LogListSession`) checks the rows it listed
    /// instead of asking the trigram index again. Only the search is checked; the ids were
    /// listed for the same filter and session.
    func matching(_ kind: LogFilter.Kind, _ query: LogQuery, ids: ArraySlice<Int64>) -> [Int64] {
        guard !ids.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let sql = "SELECT id FROM \(Self.table(kind)) WHERE id IN (\(placeholders)) AND instr(search, ?) > 0"
        let found =
            (try? unsafeReading { db in
                try Int64.fetchAll(
                    db.cachedStatement(sql: sql),
                    arguments: StatementArguments(Array(ids) + [query.foldedSearch]))
            }) ?? []
        return found.sorted(by: >)
    }

    /// The messages with these ids, in the order given (ids no longer stored are left out).
    public func messages(ids: [Int64]) -> [LogMessage] {
        rows(of: "message", columns: LogDatabaseSchema.messageColumns, ids: ids).map(LogDatabaseSchema.message)
    }

    /// The network tasks with these ids, in the order given.
    public func tasks(ids: [Int64]) -> [NetworkTaskRecord] {
        rows(of: "task", columns: LogDatabaseSchema.taskColumns, ids: ids).map(LogDatabaseSchema.task)
    }

    private func rows(of table: String, columns: String, ids: [Int64]) -> [Row] {
        guard !ids.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let found =
            (try? unsafeReading { db in
                // Cached: a frame's reads ask for the same number of ids again and again.
                try Row.fetchAll(
                    db.cachedStatement(sql: "SELECT \(columns) FROM \(table) WHERE id IN (\(placeholders))"),
                    arguments: StatementArguments(ids))
            }) ?? []
        let byID = Dictionary(
            found.map { row in (Int64.fromDatabaseValue(row[0] as DatabaseValue) ?? 0, row) },
            uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// Every record `query` lets through, oldest first, messages and tasks merged by date
    /// (exports; off the main actor).
    public func records(_ query: LogQuery) -> [LogRecord] {
        var messages: [LogRecord] = []
        var tasks: [LogRecord] = []
        for (kind, sink) in [(LogFilter.Kind.messages, 0), (.tasks, 1)] {
            var before: Int64?
            repeat {
                let page = page(kind, query, before: before, limit: 2_000)
                if sink == 0 {
                    messages += self.messages(ids: page.ids).map(LogRecord.message)
                } else {
                    tasks += self.tasks(ids: page.ids).map(LogRecord.task)
                }
                before = page.next
            } while before != nil
        }
        return (messages.reversed() + tasks.reversed()).sorted { $0.date < $1.date }
    }

    /// The newest `limit` records `query` lets through, oldest first, messages and tasks
    /// merged by date (a bug report's log).
    public func recentRecords(_ query: LogQuery, limit: Int) -> [LogRecord] {
        let messages = messages(ids: page(.messages, query, limit: limit).ids).map(LogRecord.message)
        let tasks = tasks(ids: page(.tasks, query, limit: limit).ids).map(LogRecord.task)
        // Oldest first before the (stable) sort, so records of one date keep the order written.
        return Array((messages.reversed() + tasks.reversed()).sorted { $0.date < $1.date }.suffix(limit))
    }

    /// Every session the store holds, newest first.
    public func sessions() -> [LogSession] {
        let rows =
            (try? unsafeReading { db in
                try Row.fetchAll(
                    db, sql: "SELECT id, started, version, environment FROM session ORDER BY started DESC, id DESC")
            }) ?? []
        return rows.map(LogDatabaseSchema.session)
    }

    /// The newest session's id, or nil when there is none: one index read, where `sessions()`
    /// reads and decodes every row (a console following the app asks at each read).
    public func newestSessionID() -> Int64? {
        (try? unsafeReading { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM session") }) ?? nil
    }

    /// The categories (labels) logged in a session, or in every session, sorted.
    public func categories(session: Int64?) -> [String] {
        let sql =
            session == nil
            ? "SELECT DISTINCT label FROM session_label ORDER BY label"
            : "SELECT label FROM session_label WHERE session = ? ORDER BY label"
        return
            (try? unsafeReading { db in
                try String.fetchAll(
                    db.cachedStatement(sql: sql), arguments: StatementArguments(session.map { [$0] } ?? []))
            }) ?? []
    }

    static func table(_ kind: LogFilter.Kind) -> String { kind == .messages ? "message" : "task" }

    /// The filter's conditions but the search, with their arguments.
    private static func conditions(_ kind: LogFilter.Kind, _ query: LogQuery, column: String) -> (
        [String], [(any DatabaseValueConvertible)?]
    ) {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        func add(_ name: String, _ values: [any DatabaseValueConvertible]) {
            guard !values.isEmpty else { return }
            conditions.append(
                "\(column)\(name) IN (\(Array(repeating: "?", count: values.count).joined(separator: ",")))")
            arguments += values.map { $0 }
        }
        if let session = query.session {
            conditions.append("\(column)session = ?")
            arguments.append(session)
        }
        switch kind {
        case .messages:
            add("level", query.filter.levels.map(LogDatabaseSchema.rank(of:)).sorted())
            add("label", query.filter.categories.sorted())
        case .tasks:
            add("statusClass", query.filter.statuses.map(LogDatabaseSchema.rank(of:)).sorted())
        }
        return (conditions, arguments)
    }

    /// Where a list's rows come from, the column its order follows, and its filter's
    /// conditions, for a list without a search of three characters or more (`searchPage`:
    /// the trigram index's shards); a short search's are the caller's: they differ between a
    /// page and a count.
    private func source(_ kind: LogFilter.Kind, _ query: LogQuery) -> (
        from: String, order: String, conditions: [String], arguments: [(any DatabaseValueConvertible)?]
    ) {
        let table = Self.table(kind)
        var (conditions, arguments) = Self.conditions(kind, query, column: "t.")
        let hint = indexHint(kind, query, conditions: &conditions, arguments: &arguments)
        return ("\(table) t\(hint)", "t.id", conditions, arguments)
    }

    /// SQLite's plan for a page of `query` (tests: which index a filter reads; a search's in
    /// the newest shard).
    func pagePlan(_ kind: LogFilter.Kind, _ query: LogQuery) -> String {
        // Outside the read: the index hint asks the store which indexes it has.
        let (from, order, conditions, arguments) = source(kind, query)
        let rows =
            (try? snapshotReading { db -> [Row] in
                guard query.foldedSearch.count < 3 else {
                    let (searchConditions, searchArguments) = searchConditions(kind, query)
                    guard let shard = try searchShards(Self.table(kind), db).last else { return [] }
                    return try Row.fetchAll(
                        db, sql: "EXPLAIN QUERY PLAN " + Self.searchPageSQL(Self.table(kind), shard, searchConditions),
                        arguments: StatementArguments(
                            [LogSearchShards.match(query.foldedSearch)] + searchArguments + [64]))
                }
                let sql = """
                    EXPLAIN QUERY PLAN SELECT t.id FROM \(from) \
                    \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")) \
                    ORDER BY \(order) DESC LIMIT 64
                    """
                return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
            }) ?? []
        return rows.map { LogDatabaseSchema.text($0, "detail") }.joined(separator: "\n")
    }

    /// The index a filtered list reads (`INDEXED BY`), where SQLite's planner, without
    /// statistics, would walk the session's (or the table's) ids in order and read every row
    /// to test it: a level or a category that matches few of a million rows read them all
    /// (a second and more). Read from an index on the filtered columns, each value's range
    /// is in id order and SQLite stops each at the page's LIMIT, so a page costs what it
    /// shows. A category alone is read through every level (`level IN` all of them) for the
    /// same reason. A store from before v2 (a bug report) lacks the category's index: its
    /// planner chooses.
    private func indexHint(
        _ kind: LogFilter.Kind, _ query: LogQuery, conditions: inout [String],
        arguments: inout [(any DatabaseValueConvertible)?]
    ) -> String {
        let hasSession = query.session != nil
        switch kind {
        case .messages:
            let (levels, categories) = (query.filter.levels, query.filter.categories)
            if !categories.isEmpty {
                // Else the planner reads (session, label) of an older store, or label's ids.
                guard hasSession, hasIndex(LogDatabaseSchema.categoryLevelIndex) else { return "" }
                if levels.isEmpty {
                    let ranks = LogLevel.allCases.indices
                    conditions.append("t.level IN (\(ranks.map { _ in "?" }.joined(separator: ",")))")
                    arguments += ranks.map { $0 }
                }
                return " INDEXED BY \(LogDatabaseSchema.categoryLevelIndex)"
            }
            guard !levels.isEmpty else { return "" }
            return hasSession ? " INDEXED BY message_session_level" : " INDEXED BY message_level"
        case .tasks:
            guard !query.filter.statuses.isEmpty else { return "" }
            return hasSession ? " INDEXED BY task_session_status" : " INDEXED BY task_status"
        }
    }
}
