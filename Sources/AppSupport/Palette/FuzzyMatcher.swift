/// Where a query's characters fall in a candidate, and how well: the command palette's
/// matcher (the twin of Textual's `fuzzy.Matcher`). Every query character must appear in
/// order, ignoring case; among the ways they can, the best scores highest: matches at word
/// starts and runs of consecutive matches earn most, gaps between matches cost.
///
/// ```swift
/// let match = FuzzyMatcher.match(FuzzyText("ost", droppingSpaces: true), in: FuzzyText("Open settings"))
/// match?.positions  // [0, 5, 7]: O, s, t
/// ```
public enum FuzzyMatcher {
    /// What one matched character earns.
    static let matchScore = 16
    /// More for a character that starts a word, and more again for the first of the text.
    static let wordStartBonus = 12
    static let firstCharacterBonus = 4
    /// More for a character right after the previous match.
    static let consecutiveBonus = 10
    /// What each skipped character between two matches costs.
    static let gapPenalty = 1

    /// The best match of `query` in `candidate`, or nil when its characters do not all
    /// appear in order. An empty query matches everything with no positions and score 0.
    public static func match(_ query: FuzzyText, in candidate: FuzzyText) -> FuzzyMatch? {
        let m = query.count
        let n = candidate.count
        guard m > 0 else { return FuzzyMatch(score: 0, positions: []) }
        guard m <= n, isSubsequence(query, of: candidate) else { return nil }

        // best[i * n + j]: the best score of query[0...i] with query[i] at candidate[j];
        // from[i * n + j]: where query[i - 1] sits in that best. Both O(m·n).
        let none = Int.min / 4
        var best = [Int](repeating: none, count: m * n)
        var from = [Int32](repeating: -1, count: m * n)
        for i in 0..<m {
            // Best of best[i-1][k] + k over k < j - 1, for a gap of j - k - 1 skipped characters.
            var runningBest = none
            var runningFrom: Int32 = -1
            let lastStart = n - (m - i)  // leave room for the rest of the query
            for j in i...lastStart {
                if i > 0, j >= 2 {
                    let k = j - 2
                    let value = best[(i - 1) * n + k]
                    if value != none, value + k > runningBest {
                        runningBest = value + k
                        runningFrom = Int32(k)
                    }
                }
                guard query.same(i, as: candidate, j) else { continue }
                var score = matchScore
                if candidate.wordStarts[j] { score += wordStartBonus }
                if j == 0 { score += firstCharacterBonus }
                if i == 0 {
                    best[j] = score
                    continue
                }
                var previous = none
                var previousAt: Int32 = -1
                if runningBest != none {
                    previous = runningBest - (j - 1) * gapPenalty
                    previousAt = runningFrom
                }
                let adjacent = best[(i - 1) * n + j - 1]
                if adjacent != none, adjacent + consecutiveBonus >= previous {
                    previous = adjacent + consecutiveBonus
                    previousAt = Int32(j - 1)
                }
                guard previous != none else { continue }
                best[i * n + j] = previous + score
                from[i * n + j] = previousAt
            }
        }
        var end = -1
        var score = none
        for j in (m - 1)..<n where best[(m - 1) * n + j] > score {
            score = best[(m - 1) * n + j]
            end = j
        }
        guard end >= 0 else { return nil }
        var positions = [Int](repeating: 0, count: m)
        var j = end
        for i in stride(from: m - 1, through: 0, by: -1) {
            positions[i] = j
            j = Int(from[i * n + j])
        }
        return FuzzyMatch(score: score, positions: positions)
    }

    /// Whether every character of `query` appears in `candidate` in order: the quick
    /// test that turns most candidates away before any scoring.
    static func isSubsequence(_ query: FuzzyText, of candidate: FuzzyText) -> Bool {
        var i = 0
        var j = 0
        let m = query.count
        let n = candidate.count
        while i < m, j < n {
            if query.same(i, as: candidate, j) { i += 1 }
            j += 1
        }
        return i == m
    }
}

/// How a query matched a candidate: its score (higher is better) and the offsets, in
/// characters, of the candidate's characters that matched, ascending.
public struct FuzzyMatch: Equatable, Sendable {
    public let score: Int
    public let positions: [Int]

    public init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }
}
