/// The command palette's search over a fixed list of titles: the matches of a query, best
/// first, with the recently chosen first of all (Textual's "recent first"). Pure: the
/// palette keeps one while it is open and asks it again at each key.
///
/// A query that extends the last one ("ope" after "op") can only match what the last one
/// matched, so only those are scored again: typing stays fast over thousands of commands.
public struct CommandSearch: Sendable {
    /// One result: which title, and how the query matched it.
    public struct Result: Equatable, Sendable {
        public let index: Int
        public let match: FuzzyMatch
    }

    private let titles: [FuzzyText]
    /// Each title's place among the recent choices (0 the latest), if it has one.
    private let recency: [Int?]
    private var lastQuery: FuzzyText?
    private var lastMatched: [Int] = []

    /// A search over `titles`; `recentRanks[i]`, when set, is how recently title `i` was
    /// chosen (0 the latest).
    public init(titles: [String], recentRanks: [Int?]) {
        self.titles = titles.map { FuzzyText($0) }
        recency = titles.indices.map { recentRanks.indices.contains($0) ? recentRanks[$0] : nil }
    }

    public var count: Int { titles.count }

    /// The titles `query` matches: recent choices first (the latest first), then by score,
    /// then in the order given. An empty query lists every title so.
    public mutating func results(for query: String) -> [Result] {
        let folded = FuzzyText(query, droppingSpaces: true)
        let candidates: [Int]
        if let lastQuery, !lastQuery.isEmpty, folded.folded.starts(with: lastQuery.folded) {
            candidates = lastMatched
        } else {
            candidates = Array(titles.indices)
        }
        var results: [Result] = []
        results.reserveCapacity(candidates.count)
        for index in candidates {
            if let match = FuzzyMatcher.match(folded, in: titles[index]) {
                results.append(Result(index: index, match: match))
            }
        }
        lastQuery = folded
        lastMatched = results.map(\.index)
        let recency = recency
        results.sort { left, right in
            switch (recency[left.index], recency[right.index]) {
            case (let l?, let r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil):
                if left.match.score != right.match.score { return left.match.score > right.match.score }
                return left.index < right.index
            }
        }
        return results
    }
}
