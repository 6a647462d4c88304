import Foundation

/// The log store's records with what the panel filters on, prepared once per record when it
/// arrives or loads: its kind, level or status class, category, and its fields folded for
/// search (`LogSearchText`). Filtering reads only these, never the records' strings.
///
/// A value: the store hands out copies (snapshots) that stay valid while it goes on. The
/// records sit in fixed-size chunks, so a write after a snapshot copies only the last chunk,
/// never the whole store.
public struct LogIndex: Sendable {
    /// A record ready to be indexed: prepared off the lock, on the writer's thread.
    struct Prepared: Sendable {
        let record: LogRecord
        let size: Int
        let text: [UInt8]
        let signature: SIMD8<UInt64>

        init(_ record: LogRecord, size: Int) {
            self.record = record
            self.size = size
            var text: [UInt8] = []
            switch record {
            case .message(let message):
                var fields = [message.text, message.label, message.file, message.function]
                for (key, value) in message.metadata.sorted(by: { $0.key < $1.key }) {
                    fields.append(key)
                    fields.append(value)
                }
                LogSearchText.append(fields: fields, to: &text)
            case .task(let task):
                LogSearchText.append(
                    fields: [
                        task.method, task.url, task.statusCode.map(String.init) ?? "", task.error ?? "",
                        task.requestBody ?? "", task.responseBody ?? "",
                    ], to: &text)
            }
            self.text = text
            signature = LogSearchText.bigramSignature(of: text)
        }
    }

    private struct Entry {
        /// A message's level or a task's status class, as an index into `allCases`.
        var facet: UInt8
        var isTask: Bool
        /// Into `categories`; -1 for a task.
        var category: Int32
        var size: Int32
        /// Where the record's folded text ends in its chunk's `text`.
        var textEnd: Int32
    }

    private struct Chunk {
        var records: [LogRecord] = []
        var entries: [Entry] = []
        var text: [UInt8] = []
        /// Each record's `LogSearchText.bigramSignature`, until the chunk has its grams.
        var signatures: [SIMD8<UInt64>] = []
        /// The grams of a full chunk's text, once built (see `buildGrams`, `install`);
        /// until then a search reads every record's text.
        var grams: LogChunkGrams?
    }

    /// A full chunk's text, to build its grams from off the store's lock.
    struct GramWork: Sendable {
        /// The chunk's number since the first record ever.
        let chunk: Int
        let text: [UInt8]
        let ends: [Int32]

        func build() -> LogChunkGrams {
            text.withUnsafeBufferPointer { LogChunkGrams(text: $0, ends: ends) }
        }
    }

    /// 512 records a chunk: a write after a snapshot (every message logged while the panel
    /// is open, the panel's own among them) copies the last chunk, records and all, and a
    /// chunk of 4,096 took half a millisecond to copy.
    private static let chunkShift = 9
    private static let chunkSize = 1 << chunkShift

    private var chunks: [Chunk] = []
    /// Records dropped from the front of `chunks[0]`.
    private var first = 0
    /// Chunks ever dropped from the front: `chunks[0]`'s number.
    private var removedChunks = 0
    /// Tells this index and its copies from other indexes (see `Mark`).
    private let lineage = LogIndexLineage.next()
    /// Records ever dropped from the front: the position lists count from the first record
    /// ever, so a record's list position is this plus its position.
    private var removedCount = 0
    /// Where each kind, level, status class and category is (`LogPositionList`): a filter
    /// on one of them reads its list instead of testing every record.
    private var messagePositions = LogPositionList()
    private var taskPositions = LogPositionList()
    private var levelPositions = [LogPositionList](repeating: LogPositionList(), count: LogLevel.allCases.count)
    private var statusPositions = [LogPositionList](
        repeating: LogPositionList(), count: NetworkStatusClass.allCases.count)
    /// Indexed by category id.
    private var categoryPositions: [LogPositionList] = []
    private var categoryIDs: [String: Int32] = [:]
    /// Every category a message has used, in the order they came.
    public private(set) var categories: [String] = []
    public private(set) var count = 0
    public private(set) var messageCount = 0
    public var taskCount: Int { count - messageCount }
    /// The bytes the records take in the store's file.
    public private(set) var byteSize = 0
    /// How often each byte occurs in the folded text (never lowered on a trim: a guide to
    /// which byte of a search to look for first, not a count to rely on).
    private var byteCounts = [Int](repeating: 0, count: 256)

    public init() {}

    /// An index of `records`, as a store in memory keeps them (no file, so no sizes).
    public init(_ records: some Sequence<LogRecord>) {
        for record in records { append(Prepared(record, size: 0)) }
        buildGrams()
    }

    public var isEmpty: Bool { count == 0 }

    /// The record at `position`, oldest first.
    public subscript(position: Int) -> LogRecord {
        let (chunk, offset) = locate(position)
        return chunks[chunk].records[offset]
    }

    /// Every record, oldest first.
    public var records: [LogRecord] { (0..<count).map { self[$0] } }

    func size(at position: Int) -> Int {
        let (chunk, offset) = locate(position)
        return Int(chunks[chunk].entries[offset].size)
    }

    /// Adds a record; true when it filled its chunk (whose grams can be built now).
    @discardableResult
    mutating func append(_ prepared: Prepared) -> Bool {
        if chunks.isEmpty || chunks[chunks.count - 1].records.count == Self.chunkSize { chunks.append(Chunk()) }
        var entry = Entry(
            facet: 0, isTask: false, category: -1, size: Int32(clamping: prepared.size), textEnd: 0)
        let listPosition = removedCount + count
        switch prepared.record {
        case .message(let message):
            entry.facet = UInt8(LogLevel.allCases.firstIndex(of: message.level) ?? 0)
            entry.category = categoryID(message.label)
            messageCount += 1
            messagePositions.append(listPosition)
            levelPositions[Int(entry.facet)].append(listPosition)
            categoryPositions[Int(entry.category)].append(listPosition)
        case .task(let task):
            entry.facet = UInt8(NetworkStatusClass.allCases.firstIndex(of: task.statusClass) ?? 0)
            entry.isTask = true
            taskPositions.append(listPosition)
            statusPositions[Int(entry.facet)].append(listPosition)
        }
        let last = chunks.count - 1
        chunks[last].text.append(contentsOf: prepared.text)
        for byte in prepared.text { byteCounts[Int(byte)] += 1 }
        entry.textEnd = Int32(clamping: chunks[last].text.count)
        chunks[last].entries.append(entry)
        chunks[last].records.append(prepared.record)
        chunks[last].signatures.append(prepared.signature)
        count += 1
        byteSize += prepared.size
        return chunks[last].records.count == Self.chunkSize
    }

    /// Drops the oldest records while `shouldDrop` says so; returns how many went.
    @discardableResult
    mutating func removeFirst(while shouldDrop: (LogRecord, _ byteSize: Int) -> Bool) -> Int {
        var dropped = 0
        while count > 0, shouldDrop(self[0], byteSize) {
            let (chunk, offset) = locate(0)
            let entry = chunks[chunk].entries[offset]
            byteSize -= Int(entry.size)
            if entry.isTask {
                taskPositions.removeFirst()
                statusPositions[Int(entry.facet)].removeFirst()
            } else {
                messageCount -= 1
                messagePositions.removeFirst()
                levelPositions[Int(entry.facet)].removeFirst()
                categoryPositions[Int(entry.category)].removeFirst()
            }
            removedCount += 1
            count -= 1
            first += 1
            dropped += 1
            if first == chunks[0].records.count {
                chunks.removeFirst()
                removedChunks += 1
                first = 0
            }
        }
        return dropped
    }

    // MARK: Bringing a result up to date

    /// Where an index stood when a result was computed on it: a later copy of the same
    /// index to which only records were added gives the same result for those records.
    public struct Mark: Sendable, Equatable {
        let lineage: Int
        let removed: Int
        let count: Int
    }

    public var mark: Mark { Mark(lineage: lineage, removed: removedCount, count: count) }

    /// `previous`, the result of `filter` on this index as it stood at `mark`, with the
    /// records added since tested and put in front: what `matches(filter)` gives, without
    /// testing again every record it had. Nil when that is not known (records were trimmed
    /// since, or `mark` is another index's). A partial result (`Matches.partial`) stays one:
    /// the newest rows of its kind, the new ones in front.
    public func matches(_ filter: LogFilter, extending previous: Matches, from mark: Mark) -> Matches? {
        guard mark.lineage == lineage, mark.removed == removedCount, mark.count <= count,
            previous.needle == filter.foldedSearch
        else { return nil }
        guard mark.count < count else { return previous }
        let needle = filter.foldedSearch
        let search = Search(
            needle, anchor: rarestByte(in: needle), signature: LogSearchText.bigramSignature(of: needle), grams: nil)
        let messageTest = facetTest(.messages, filter)
        let taskTest = facetTest(.tasks, filter)
        var messages: [Int] = []
        var tasks: [Int] = []
        for position in (mark.count..<count).reversed() {
            let (chunk, offset) = locate(position)
            let signatures = chunks[chunk].signatures
            chunks[chunk].entries.withUnsafeBufferPointer { entries in
                chunks[chunk].text.withUnsafeBufferPointer { text in
                    let entry = entries[offset]
                    guard entry.isTask ? taskTest.passes(entry) : messageTest.passes(entry),
                        search.isEmpty || search.matches(in: text, entries, signatures, offset)
                    else { return }
                    if entry.isTask {
                        tasks.append(position)
                    } else {
                        messages.append(position)
                    }
                }
            }
        }
        var result = previous
        // A partial result keeps only its kind's list (the other kind's was never computed).
        if previous.partial != .tasks { result.messages = messages + previous.messages }
        if previous.partial != .messages { result.tasks = tasks + previous.tasks }
        return result
    }

    // MARK: Grams

    /// Builds the grams of every full chunk that has none yet, here and now: for an index
    /// built off the main actor (the store's load).
    mutating func buildGrams() {
        for work in gramWork() { install(work.build(), chunk: work.chunk) }
    }

    /// The full chunks that have no grams yet, to build elsewhere and `install`.
    func gramWork() -> [GramWork] {
        chunks.indices.compactMap { index in
            let chunk = chunks[index]
            guard chunk.grams == nil, chunk.records.count == Self.chunkSize else { return nil }
            return GramWork(
                chunk: removedChunks + index, text: chunk.text, ends: chunk.entries.map(\.textEnd))
        }
    }

    /// Gives chunk number `chunk` its grams; nothing if it has gone (trimmed) meanwhile.
    mutating func install(_ grams: LogChunkGrams, chunk: Int) {
        let index = chunk - removedChunks
        guard chunks.indices.contains(index), chunks[index].grams == nil else { return }
        chunks[index].grams = grams
        // The grams rule records out better than the byte pairs: 64 bytes a record freed.
        chunks[index].signatures = []
    }

    /// How many full chunks have their grams, of how many full chunks, and the bytes the
    /// grams take.
    public var gramStatistics: (indexedChunks: Int, fullChunks: Int, bytes: Int) {
        var result = (indexedChunks: 0, fullChunks: 0, bytes: 0)
        for chunk in chunks where chunk.records.count == Self.chunkSize {
            result.fullChunks += 1
            if let grams = chunk.grams {
                result.indexedChunks += 1
                result.bytes += grams.byteCount
            }
        }
        return result
    }

    private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        let global = first + position
        return (global >> Self.chunkShift, global & (Self.chunkSize - 1))
    }

    private mutating func categoryID(_ category: String) -> Int32 {
        if let id = categoryIDs[category] { return id }
        let id = Int32(categories.count)
        categories.append(category)
        categoryPositions.append(LogPositionList())
        categoryIDs[category] = id
        return id
    }

    // MARK: Filtering

    /// The positions of the records a filter lets through, newest first.
    public struct Matches: Sendable, Equatable {
        public var messages: [Int] = []
        public var tasks: [Int] = []
        /// The folded search these were found for; empty without a search.
        var needle: [UInt8] = []
        /// Nil when these are every record the filter lets through. Else the kind of which
        /// these are only the newest (`matches(_:narrowing:upTo:)`): a prefix of the whole
        /// answer, in its order (all of it when the other kind is what stopped); the other
        /// kind's list is left empty.
        public internal(set) var partial: LogFilter.Kind?

        public var isComplete: Bool { partial == nil }

        public init(messages: [Int] = [], tasks: [Int] = []) {
            self.messages = messages
            self.tasks = tasks
        }

        /// The same records (the search they were found for is a means, not the answer).
        public static func == (lhs: Matches, rhs: Matches) -> Bool {
            lhs.messages == rhs.messages && lhs.tasks == rhs.tasks
        }
    }

    /// The messages and tasks `filter` lets through, newest first. With `narrowing`, only
    /// those positions are tested: the last result, when the filter only got stricter (a
    /// search text that grew, see `LogFilter.isNarrowed(by:)`).
    public func matches(_ filter: LogFilter, narrowing: Matches? = nil) -> Matches {
        compute(filter, narrowing: narrowing, Scan())
    }

    /// How much of a result to compute at once: the newest rows of one kind, what a list
    /// shows first. A search that most records pass is still tested record by record
    /// (about 40 ns each), so a hundred thousand take milliseconds; the rows on screen
    /// take a few hundred of them.
    public struct Extent: Sendable {
        public var kind: LogFilter.Kind
        /// Rows of `kind` to find before stopping.
        public var rows: Int
        /// Records to test before stopping, whatever was found: a result that costs no
        /// more is computed whole.
        public var tested: Int

        public init(kind: LogFilter.Kind, rows: Int, tested: Int) {
            self.kind = kind
            self.rows = rows
            self.tested = tested
        }
    }

    /// What `matches(_:narrowing:)` gives, or, when that takes more than `extent` allows,
    /// the first `extent.rows` of it of `extent.kind` at least, or all of that kind
    /// (`Matches.partial`): the same rows, in the same order, as the whole answer begins with.
    public func matches(_ filter: LogFilter, narrowing: Matches? = nil, upTo extent: Extent) -> Matches {
        compute(filter, narrowing: narrowing, Scan(extent: extent))
    }

    /// `matches(_:narrowing:)`, for work off the main actor that a newer request makes
    /// useless: nil once `isCancelled` says so (asked every few hundred records).
    public func matches(
        _ filter: LogFilter, narrowing: Matches? = nil, isCancelled: @escaping () -> Bool
    ) -> Matches? {
        let scan = Scan(isCancelled: isCancelled)
        let result = compute(filter, narrowing: narrowing, scan)
        return scan.wasCancelled || isCancelled() ? nil : result
    }

    /// When a computation stops early: at an `Extent`, or when cancelled.
    private final class Scan {
        let extent: Extent?
        let isCancelled: (() -> Bool)?
        private var tested = 0
        private(set) var stoppedEarly = false
        private(set) var wasCancelled = false

        init(extent: Extent? = nil, isCancelled: (() -> Bool)? = nil) {
            self.extent = extent
            self.isCancelled = isCancelled
        }

        /// Counts a record tested; true when the computation should stop, `found` rows of
        /// the extent's kind being found so far.
        func counts(found: Int) -> Bool {
            guard let extent else { return false }
            tested += 1
            guard tested >= extent.tested, found >= extent.rows else { return false }
            stoppedEarly = true
            return true
        }

        /// Asked between chunks: true when cancelled.
        func isStopped() -> Bool {
            if stoppedEarly || wasCancelled { return true }
            guard let isCancelled, isCancelled() else { return false }
            wasCancelled = true
            return true
        }
    }

    private func compute(_ filter: LogFilter, narrowing: Matches?, _ scan: Scan) -> Matches {
        let needle = filter.foldedSearch
        let search = Search(
            needle, anchor: rarestByte(in: needle), signature: LogSearchText.bigramSignature(of: needle),
            grams: rarestFirst(LogChunkGrams.grams(of: needle)))
        let messageTest = facetTest(.messages, filter)
        let taskTest = facetTest(.tasks, filter)
        var result = Matches()
        result.needle = needle
        func store(_ messages: [Int], _ tasks: [Int]) -> Matches {
            (result.messages, result.tasks) = (messages, tasks)
            guard scan.stoppedEarly, let kind = scan.extent?.kind else { return result }
            // Only the extent's kind is kept: the other's list stopped anywhere.
            result.partial = kind
            if kind == .messages { result.tasks = [] } else { result.messages = [] }
            return result
        }
        /// Each kind in turn, the extent's first: the other only if that one is whole.
        func byKind(_ list: (LogFilter.Kind) -> [Int]) -> Matches {
            let first = scan.extent?.kind ?? .messages
            let second: LogFilter.Kind = first == .messages ? .tasks : .messages
            let firstList = list(first)
            let secondList = scan.stoppedEarly ? [] : list(second)
            return first == .messages ? store(firstList, secondList) : store(secondList, firstList)
        }
        if let narrowing {
            return byKind { kind in
                kind == .messages
                    ? narrow(narrowing.messages, messageTest, search, scan)
                    : narrow(narrowing.tasks, taskTest, search, scan)
            }
        }
        // Each kind from its position lists, unless a search has to look at every record
        // of a kind anyway: then one pass over all of them, as below.
        let messageList = candidates(.messages, filter)
        let taskList = candidates(.tasks, filter)
        if let messageList, let taskList, search.isEmpty || (messageList.isNarrower && taskList.isNarrower) {
            return byKind { kind in
                kind == .messages
                    ? positions(messageList, messageTest, search, scan)
                    : positions(taskList, taskTest, search, scan)
            }
        }
        var messages: [Int] = []
        messages.reserveCapacity(scan.extent == nil ? messageCount : 0)
        var tasks: [Int] = []
        let counted = scan.extent?.kind
        for chunkIndex in chunks.indices.reversed() {
            guard !scan.isStopped() else { break }
            let lowest = chunkIndex == 0 ? first : 0
            let base = (chunkIndex << Self.chunkShift) - first
            let signatures = chunks[chunkIndex].signatures
            let candidates = search.candidates(in: chunks[chunkIndex].grams)
            chunks[chunkIndex].entries.withUnsafeBufferPointer { entries in
                chunks[chunkIndex].text.withUnsafeBufferPointer { text in
                    /// False when the scan stops here.
                    func test(_ offset: Int) -> Bool {
                        let entry = entries[offset]
                        if entry.isTask ? taskTest.passes(entry) : messageTest.passes(entry),
                            search.isEmpty || candidates?.isExact == true
                                || search.matches(in: text, entries, signatures, offset)
                        {
                            if entry.isTask {
                                tasks.append(base + offset)
                            } else {
                                messages.append(base + offset)
                            }
                        }
                        guard let counted else { return true }
                        return !scan.counts(found: counted == .messages ? messages.count : tasks.count)
                    }
                    if let candidates {
                        // Only the records holding every gram of the search.
                        LogChunkGrams.forEachDescending(in: candidates.records, from: lowest, test)
                    } else {
                        var offset = entries.count - 1
                        while offset >= lowest, test(offset) { offset -= 1 }
                    }
                }
            }
        }
        return store(messages, tasks)
    }

    /// A position list holding every record of a kind that `filter` passes, and maybe more.
    private struct Candidates {
        let list: LogPositionList
        /// Whether it holds only those (no record on it needs testing, but for a search).
        let isExact: Bool
        /// Whether it is shorter than all the records of its kind.
        let isNarrower: Bool
    }

    /// The shortest position list that holds what `filter` lets through of `kind`; nil when
    /// the filter asks for several levels, categories or statuses at once (then every
    /// record of the kind is tested).
    private func candidates(_ kind: LogFilter.Kind, _ filter: LogFilter) -> Candidates? {
        switch kind {
        case .messages:
            guard filter.levels.count <= 1, filter.categories.count <= 1 else { return nil }
            var lists: [LogPositionList] = []
            if let level = filter.levels.first, let facet = LogLevel.allCases.firstIndex(of: level) {
                lists.append(levelPositions[facet])
            }
            if let category = filter.categories.first {
                // A category no message has: nothing passes.
                lists.append(categoryIDs[category].map { categoryPositions[Int($0)] } ?? LogPositionList())
            }
            guard let shortest = lists.min(by: { $0.count < $1.count }) else {
                return Candidates(list: messagePositions, isExact: true, isNarrower: false)
            }
            return Candidates(list: shortest, isExact: lists.count == 1, isNarrower: true)
        case .tasks:
            guard filter.statuses.count <= 1 else { return nil }
            guard let status = filter.statuses.first, let facet = NetworkStatusClass.allCases.firstIndex(of: status)
            else { return Candidates(list: taskPositions, isExact: true, isNarrower: false) }
            return Candidates(list: statusPositions[facet], isExact: true, isNarrower: true)
        }
    }

    /// What passes of `candidates`, newest first: the list itself when it is exact and there
    /// is no search.
    private func positions(_ candidates: Candidates, _ facets: FacetTest, _ search: Search, _ scan: Scan) -> [Int] {
        let positions = candidates.list.newestFirst(minus: removedCount)
        return candidates.isExact && search.isEmpty ? positions : narrow(positions, facets, search, scan)
    }

    /// The positions of `positions` that pass, tested a chunk at a time (they come in order).
    private func narrow(_ positions: [Int], _ facets: FacetTest, _ search: Search, _ scan: Scan) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(scan.extent == nil ? positions.count : 0)
        var next = 0
        var stops = false
        while next < positions.count, !stops, !scan.isStopped() {
            let chunkIndex = (first + positions[next]) >> Self.chunkShift
            // This chunk's positions: from `next` to `end` (newest first, so descending).
            let chunkStart = (chunkIndex << Self.chunkShift) - first
            let end = Self.firstIndex(in: positions, from: next, to: positions.count, below: chunkStart)
            let signatures = chunks[chunkIndex].signatures
            let candidates = search.candidates(in: chunks[chunkIndex].grams)
            chunks[chunkIndex].entries.withUnsafeBufferPointer { entries in
                chunks[chunkIndex].text.withUnsafeBufferPointer { text in
                    /// Tests the record at `index` of `positions`; false when the scan stops.
                    func test(_ index: Int) -> Bool {
                        let offset = positions[index] - chunkStart
                        if passes(offset, entries, text, signatures, candidates, facets: facets, search: search) {
                            result.append(positions[index])
                        }
                        stops = scan.counts(found: result.count)
                        return !stops
                    }
                    if let candidates, candidates.count * 16 < end - next {
                        // Far fewer records hold the search's grams than the last result has
                        // here (a search that now matches few of many): only those are looked
                        // up, each by a binary search (else testing each position is cheaper).
                        var cursor = next
                        LogChunkGrams.forEachDescending(in: candidates.records, from: 0) { offset in
                            cursor = Self.firstIndex(
                                in: positions, from: cursor, to: end, below: chunkStart + offset + 1)
                            guard cursor < end else { return false }
                            return positions[cursor] != chunkStart + offset || test(cursor)
                        }
                    } else {
                        var index = next
                        while index < end, test(index) { index += 1 }
                    }
                }
            }
            next = end
        }
        return result
    }

    /// The first index in `start..<end` of `positions` (descending) whose position is below
    /// `bound`, or `end`: a binary search.
    private static func firstIndex(in positions: [Int], from start: Int, to end: Int, below bound: Int) -> Int {
        var low = start
        var high = end
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < bound { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether the record at `offset` of a chunk passes `facets` and `search`.
    private func passes(
        _ offset: Int, _ entries: UnsafeBufferPointer<Entry>, _ text: UnsafeBufferPointer<UInt8>,
        _ signatures: [SIMD8<UInt64>], _ candidates: Search.Candidates?, facets: FacetTest, search: Search
    ) -> Bool {
        // The grams first: a bit in a small mask, where the facets read the record's entry.
        if let candidates, !candidates.admits(offset) { return false }
        guard facets.passes(entries[offset]) else { return false }
        guard !search.isEmpty, candidates?.isExact != true else { return true }
        return search.matches(in: text, entries, signatures, offset)
    }

    /// A folded search text and the byte of it to look for first.
    private struct Search {
        let needle: [UInt8]
        let anchor: Int
        let signature: SIMD8<UInt64>
        /// The grams every record holding the needle holds (`LogChunkGrams.grams(of:)`).
        let grams: (keys: [UInt32], isExact: Bool)?

        init(
            _ needle: [UInt8], anchor: Int, signature: SIMD8<UInt64>, grams: (keys: [UInt32], isExact: Bool)?
        ) {
            self.needle = needle
            self.anchor = anchor
            self.signature = signature
            self.grams = grams
        }

        var isEmpty: Bool { needle.isEmpty }

        /// The records of a chunk that may hold the needle.
        struct Candidates {
            let records: LogChunkGrams.Records
            /// Whether they all do (the needle is one gram): nothing to check.
            let isExact: Bool

            func admits(_ offset: Int) -> Bool {
                records[offset >> 6] & (1 << UInt64(offset & 63)) != 0
            }

            /// How many records they are.
            var count: Int {
                (0..<8).reduce(0) { $0 + records[$1].nonzeroBitCount }
            }
        }

        /// The records of a chunk with `chunkGrams` holding every gram of the needle; nil
        /// when there is no search, or the chunk has no grams (every record is a candidate).
        func candidates(in chunkGrams: LogChunkGrams?) -> Candidates? {
            guard !isEmpty, let chunkGrams, let grams else { return nil }
            var records = LogChunkGrams.Records(repeating: .max)
            for key in grams.keys {
                guard let holding = chunkGrams.records(holding: key) else {
                    return Candidates(records: LogChunkGrams.Records(), isExact: true)
                }
                records &= holding
                if records == LogChunkGrams.Records() { return Candidates(records: records, isExact: true) }
            }
            return Candidates(records: records, isExact: grams.isExact)
        }

        /// Whether the folded text of the record at `offset` of a chunk holds the needle.
        func matches(
            in text: UnsafeBufferPointer<UInt8>, _ entries: UnsafeBufferPointer<Entry>,
            _ signatures: [SIMD8<UInt64>], _ offset: Int
        ) -> Bool {
            // Most records lack one of the search's byte pairs: one AND rules them out (in a
            // chunk without grams; one with them has ruled out those records already).
            guard signatures.isEmpty || signatures[offset] & signature == signature else { return false }
            let start = offset == 0 ? 0 : Int(entries[offset - 1].textEnd)
            let record = UnsafeBufferPointer(rebasing: text[start..<Int(entries[offset].textEnd)])
            return LogSearchText.firstMatch(of: needle, in: record, from: 0, anchor: anchor) != nil
        }
    }

    /// The index in `needle` of its byte that the records' text holds least often.
    /// The grams ordered by their rarest byte in the index, rarest first: a chunk's
    /// candidates are ANDed in this order and stop at the first gram no record holds, or
    /// when none is left (`request 4` looks up `t 4` first, not the six grams of `request`).
    private func rarestFirst(_ grams: (keys: [UInt32], isExact: Bool)?) -> (keys: [UInt32], isExact: Bool)? {
        guard var grams, grams.keys.count > 1 else { return grams }
        func rarity(_ key: UInt32) -> Int {
            var rarest = Int.max
            for byte in 0..<key >> 24 { rarest = min(rarest, byteCounts[Int(key >> (16 - 8 * byte) & 0xFF)]) }
            return rarest
        }
        grams.keys.sort { rarity($0) < rarity($1) }
        return grams
    }

    private func rarestByte(in needle: [UInt8]) -> Int {
        needle.indices.min { byteCounts[Int(needle[$0])] < byteCounts[Int(needle[$1])] } ?? 0
    }

    /// The filter's levels, categories or statuses as masks and ids, tested per record.
    private struct FacetTest {
        let isTask: Bool
        /// Bit n set: facet n passes.
        let facets: UInt32
        /// Indexed by category id: whether it passes. Nil: every category.
        let categories: [Bool]?

        func passes(_ entry: Entry) -> Bool {
            guard entry.isTask == isTask, facets & (1 << UInt32(entry.facet)) != 0 else { return false }
            guard let categories else { return true }
            return entry.category >= 0 && categories[Int(entry.category)]
        }
    }

    private func facetTest(_ kind: LogFilter.Kind, _ filter: LogFilter) -> FacetTest {
        func mask<Value: Hashable>(_ chosen: Set<Value>, in all: [Value]) -> UInt32 {
            all.indices.reduce(0) { mask, index in
                chosen.isEmpty || chosen.contains(all[index]) ? mask | (1 << UInt32(index)) : mask
            }
        }
        switch kind {
        case .messages:
            return FacetTest(
                isTask: false, facets: mask(filter.levels, in: LogLevel.allCases),
                categories: filter.categories.isEmpty ? nil : categories.map(filter.categories.contains))
        case .tasks:
            return FacetTest(
                isTask: true, facets: mask(filter.statuses, in: NetworkStatusClass.allCases), categories: nil)
        }
    }
}
