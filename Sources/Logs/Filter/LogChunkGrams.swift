/// The grams (every run of one, two or three bytes) of the folded text of one full chunk of
/// a `LogIndex`, each with the records of the chunk that hold it: a search looks its grams
/// up and ANDs their records, instead of reading every record's text. A search of at most
/// three bytes is one gram, so its answer needs no checking; a longer one ANDs its trigrams
/// and checks only the records left.
///
/// Built once per chunk when it is full (its records never change after), off the main
/// actor. Each gram's records are a list of offsets while they are few, else a 512-bit set:
/// at most 64 bytes a gram a chunk.
struct LogChunkGrams: Sendable {
    /// The records of a chunk, as a bit set: bit n is the record at offset n.
    typealias Records = SIMD8<UInt64>

    /// The chunk's grams (`key(_:)`), ascending.
    private let keys: [UInt32]
    /// Where each gram's records start in `words`; one more than `keys`.
    private let starts: [UInt32]
    /// Each gram's records: fewer than `setThreshold` offsets, ascending; or a bit set as
    /// `setThreshold` words (so a list is always shorter than a set).
    private let words: [UInt16]

    private static let setThreshold = 32

    /// Records in a chunk: the bit set's width.
    static let capacity = 512

    /// `bytes` (one to three of them) as a gram key: its length, then its bytes.
    static func key(_ bytes: some Collection<UInt8>) -> UInt32 {
        var key = UInt32(bytes.count) << 24
        var shift: UInt32 = 16
        for byte in bytes {
            key |= UInt32(byte) << shift
            shift &-= 8
        }
        return key
    }

    /// The grams of the records whose folded texts end at `ends` in `text` (the first starts
    /// at 0). A gram never spans `LogSearchText.fieldSeparator`, as a search never does.
    init(text: UnsafeBufferPointer<UInt8>, ends: [Int32]) {
        precondition(ends.count <= Self.capacity, "LogChunkGrams: more records than a chunk holds")
        var table = GramTable()
        var start = 0
        for (record, end) in ends.enumerated() {
            let end = Int(end)
            var position = start
            let separator = LogSearchText.fieldSeparator
            while position < end {
                let first = text[position]
                if first != separator {
                    let one = 1 << 24 | UInt32(first) << 16
                    table.insert(one, record: record)
                    if position + 1 < end, text[position + 1] != separator {
                        let two = 2 << 24 | UInt32(first) << 16 | UInt32(text[position + 1]) << 8
                        table.insert(two, record: record)
                        if position + 2 < end, text[position + 2] != separator {
                            table.insert(3 << 24 | two & 0xFFFF00 | UInt32(text[position + 2]), record: record)
                        }
                    }
                }
                position += 1
            }
            start = end
        }
        let order = table.usedSlots.sorted { table.keys[$0] < table.keys[$1] }
        var keys: [UInt32] = []
        var starts: [UInt32] = []
        var words: [UInt16] = []
        keys.reserveCapacity(order.count)
        starts.reserveCapacity(order.count + 1)
        for slot in order {
            keys.append(table.keys[slot])
            starts.append(UInt32(words.count))
            let records = table.records[Int(table.values[slot])]
            var count = 0
            for lane in 0..<8 { count += records[lane].nonzeroBitCount }
            if count < Self.setThreshold {
                Self.forEach(in: records) { words.append(UInt16($0)) }
            } else {
                for lane in 0..<8 {
                    for part in 0..<4 { words.append(UInt16(truncatingIfNeeded: records[lane] >> UInt64(part * 16))) }
                }
            }
        }
        starts.append(UInt32(words.count))
        self.keys = keys
        self.starts = starts
        self.words = words
    }

    /// The records holding the gram `key`; nil when none does.
    func records(holding key: UInt32) -> Records? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        let start = Int(starts[low])
        let end = Int(starts[low + 1])
        var records = Records()
        if end - start < Self.setThreshold {
            for index in start..<end {
                let offset = Int(words[index])
                records[offset >> 6] |= 1 << UInt64(offset & 63)
            }
        } else {
            for lane in 0..<8 {
                var word: UInt64 = 0
                for part in 0..<4 { word |= UInt64(words[start + lane * 4 + part]) << UInt64(part * 16) }
                records[lane] = word
            }
        }
        return records
    }

    /// The bytes this takes in memory (its arrays' contents).
    var byteCount: Int { keys.count * 4 + starts.count * 4 + words.count * 2 }

    /// Calls `body` with the offset of every record in `records`, ascending.
    static func forEach(in records: Records, _ body: (Int) -> Void) {
        for lane in 0..<8 {
            var word = records[lane]
            while word != 0 {
                body(lane << 6 | word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
    }

    /// Calls `body` with the offset of every record in `records` from `lowest` on,
    /// descending (newest first), until it returns false.
    static func forEachDescending(in records: Records, from lowest: Int, _ body: (Int) -> Bool) {
        var lane = 7
        while lane >= 0 {
            var word = records[lane]
            while word != 0 {
                let bit = 63 - word.leadingZeroBitCount
                let offset = lane << 6 | bit
                guard offset >= lowest, body(offset) else { return }
                word &= ~(1 << UInt64(bit))
            }
            lane -= 1
        }
    }

    /// The grams whose records hold every record that contains `needle` (a folded search):
    /// the needle itself when it is at most three bytes (then exactly those records hold
    /// it), else its trigrams (at most 16, spread over it: the rest adds little). Nil when
    /// the needle has a field separator, which no gram has.
    static func grams(of needle: [UInt8]) -> (keys: [UInt32], isExact: Bool)? {
        guard !needle.isEmpty, !needle.contains(LogSearchText.fieldSeparator) else { return nil }
        if needle.count <= 3 { return ([key(needle)], true) }
        let starts = 0...(needle.count - 3)
        let picked =
            starts.count <= 16 ? Array(starts) : (0..<16).map { starts.lowerBound + $0 * (starts.count - 1) / 15 }
        var keys: [UInt32] = []
        for start in picked {
            let gram = key(needle[start..<start + 3])
            if !keys.contains(gram) { keys.append(gram) }
        }
        return (keys, false)
    }
}

/// An open-addressing table from gram key to the records holding it, for building.
private struct GramTable {
    var keys: [UInt32]
    /// Into `records`; -1 for an empty slot.
    var values: [Int32]
    var records: [LogChunkGrams.Records] = []
    var usedSlots: [Int] = []
    private var bits = 13
    private var mask: Int { (1 << bits) - 1 }

    init() {
        keys = [UInt32](repeating: 0, count: 1 << bits)
        values = [Int32](repeating: -1, count: 1 << bits)
    }

    /// Fibonacci hashing: the product's top bits.
    private func slot(of key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 2_654_435_769) >> UInt32(32 - bits))
    }

    mutating func insert(_ key: UInt32, record: Int) {
        var slot = self.slot(of: key)
        while true {
            let value = values[slot]
            if value < 0 { break }
            if keys[slot] == key {
                records[Int(value)][record >> 6] |= 1 << UInt64(record & 63)
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = Int32(records.count)
        usedSlots.append(slot)
        var set = LogChunkGrams.Records()
        set[record >> 6] = 1 << UInt64(record & 63)
        records.append(set)
        if usedSlots.count * 2 > mask { grow() }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        bits += 1
        keys = [UInt32](repeating: 0, count: 1 << bits)
        values = [Int32](repeating: -1, count: 1 << bits)
        usedSlots.removeAll(keepingCapacity: true)
        for (slot, value) in oldValues.enumerated() where value >= 0 {
            var newSlot = self.slot(of: oldKeys[slot])
            while values[newSlot] >= 0 { newSlot = (newSlot + 1) & mask }
            keys[newSlot] = oldKeys[slot]
            values[newSlot] = value
            usedSlots.append(newSlot)
        }
    }
}
