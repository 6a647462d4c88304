import Foundation
import GRDB

/// What a panel's counts read (`LogSearchSession`): the rows of a session counted since the
/// last count, from one snapshot so the count and the newest id counted agree.
extension LogDatabase {
    /// What `recount` found for a kind: its count brought up to date, or that it must be
    /// counted from the start over more rows than a frame may wait for.
    enum Recount: Sendable, Equatable {
        case counted(LogCountMark)
        case tooLarge(oldest: Int64)
    }

    /// The counts of `kinds` in a session (every session's when nil), each from its mark on:
    /// a mark is kept while no row below it was deleted and the store did not start over;
    /// else a kind is counted from the start, or found `tooLarge` past `atOnceLimit` ids.
    /// Every kind from one snapshot: one statement where every mark holds
    /// (`recountFromMarks`), else one read transaction (a panel's open had asked for four).
    func recount(
        _ kinds: [LogFilter.Kind], session: Int64?, from marks: [LogFilter.Kind: LogCountMark],
        atOnceLimit: Int64
    ) -> [LogFilter.Kind: Recount] {
        if let counted = try? recountFromMarks(kinds, session: session, marks: marks) { return counted }
        return
            (try? snapshotReading { db -> [LogFilter.Kind: Recount] in
                var results: [LogFilter.Kind: Recount] = [:]
                for kind in kinds {
                    let range = try Self.idRange(Self.table(kind), db)
                    var from = marks[kind]
                    if let last = from, last.oldest != range?.0 || (last.newest ?? 0) > (range?.1 ?? 0) { from = nil }
                    if from == nil, let range, range.1 - range.0 + 1 > atOnceLimit {
                        results[kind] = .tooLarge(oldest: range.0)
                        continue
                    }
                    let (added, newest) = try Self.count(
                        kind, session: session, after: from?.newest, upTo: range?.1, db)
                    results[kind] = .counted(
                        LogCountMark(
                            count: (from?.count ?? 0) + added, newest: newest ?? from?.newest, oldest: range?.0))
                }
                return results
            }) ?? [:]
    }

    /// The common case of `recount`, every kind with a mark: each kind's ends and its rows
    /// past its mark, read by one statement, so from one snapshot with no transaction around
    /// it. A panel's open paid about 60 µs for the transaction's two statements, parsed
    /// anew each time, and two reads a kind. Nil where a mark is missing or no longer holds
    /// (rows below it deleted, the store started over), for the transaction to count.
    private func recountFromMarks(
        _ kinds: [LogFilter.Kind], session: Int64?, marks: [LogFilter.Kind: LogCountMark]
    ) throws -> [LogFilter.Kind: Recount]? {
        let marked = kinds.compactMap { kind in marks[kind].flatMap { mark in mark.newest.map { (kind, mark, $0) } } }
        guard !marked.isEmpty, marked.count == kinds.count else { return nil }
        var columns: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        for (kind, _, newest) in marked {
            let table = Self.table(kind)
            columns += ["(SELECT min(id) FROM \(table))", "(SELECT max(id) FROM \(table))"]
            var count = "(SELECT count(*) FROM \(table) WHERE id > ? AND id <= (SELECT max(id) FROM \(table))"
            arguments.append(newest)
            if let session {
                count += " AND session = ?"
                arguments.append(session)
            }
            columns.append(count + ")")
        }
        let sql = "SELECT " + columns.joined(separator: ", ")
        guard
            let row = try unsafeReading({ db in
                try Row.fetchOne(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
            })
        else { return nil }
        var results: [LogFilter.Kind: Recount] = [:]
        for (index, (kind, mark, newest)) in marked.enumerated() {
            let (low, high, added): (Int64?, Int64?, Int?) = (row[index * 3], row[index * 3 + 1], row[index * 3 + 2])
            guard let low, let high, let added, mark.oldest == low, newest <= high else { return nil }
            results[kind] = .counted(LogCountMark(count: mark.count + added, newest: high, oldest: low))
        }
        return results
    }

    /// How many rows of a kind a session holds (every session's when nil) newer than `after`,
    /// and the newest id counted, read together: a count brought up to date from there
    /// neither misses nor counts twice a row written meanwhile.
    func countAndNewest(_ kind: LogFilter.Kind, session: Int64?, after: Int64?) -> (count: Int, newest: Int64?) {
        (try? snapshotReading { db in
            try Self.count(kind, session: session, after: after, upTo: Self.idRange(Self.table(kind), db)?.1, db)
        }) ?? (0, nil)
    }

    /// The rows of a kind in a session (every session's when nil) above `after` up to
    /// `newest`, and `newest`.
    private static func count(
        _ kind: LogFilter.Kind, session: Int64?, after: Int64?, upTo newest: Int64?, _ db: Database
    ) throws -> (count: Int, newest: Int64?) {
        guard let newest else { return (0, nil) }
        var sql = "SELECT count(*) FROM \(table(kind)) WHERE id <= ?"
        var arguments: [any DatabaseValueConvertible] = [newest]
        if let after {
            sql += " AND id > ?"
            arguments.append(after)
        }
        if let session {
            sql += " AND session = ?"
            arguments.append(session)
        }
        return (try Int.fetchOne(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)) ?? 0, newest)
    }
}
