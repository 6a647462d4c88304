import AppSupport

/// One libFuzzer input: the bytes up to the first 0x00 are a query, the rest titles split
/// at 0x0A, as any Unicode (invalid UTF-8 decodes to U+FFFD). The matcher must say, for
/// every title, whether the query's characters appear in it in order, ignoring case, and if
/// so give ascending positions of characters that equal the query's; the search must list
/// exactly the titles that match, whatever was typed before. A crash, hang or leak is a finding.
func fuzzPalette(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let query = String(decoding: bytes[..<split], as: UTF8.self)
    let rest = split < bytes.endIndex ? bytes[(split + 1)...] : bytes[bytes.endIndex...]
    let titles = rest.split(separator: 0x0A, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let folded = FuzzyText(query, droppingSpaces: true)
    var matching: [Int] = []
    for (index, title) in titles.enumerated() {
        let candidate = FuzzyText(title)
        guard let match = FuzzyMatcher.match(folded, in: candidate) else { continue }
        matching.append(index)
        precondition(match.positions.count == folded.count, "a position per query character")
        var previous = -1
        for (offset, position) in match.positions.enumerated() {
            precondition(position > previous && position < candidate.count, "positions ascend within the title")
            precondition(folded.same(offset, as: candidate, position), "the matched character is the query's")
            previous = position
        }
    }
    // Typed a character at a time, the search lists what a search from scratch lists.
    var typed = CommandSearch(titles: titles, recentRanks: titles.indices.map { $0 % 3 == 0 ? $0 : nil })
    var prefix = ""
    for character in query {
        prefix.append(character)
        _ = typed.results(for: prefix)
    }
    let found = typed.results(for: query).map(\.index).sorted()
    precondition(found == matching, "the search lists exactly the matching titles")
    return 0
}
