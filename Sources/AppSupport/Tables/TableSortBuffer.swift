#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Row numbers for a sort's passes, in pages mapped for the sort alone and unmapped when it
/// ends, so a million-row sort's 8 MB go back to the system. From the heap they would not:
/// once the app has freed any large block, glibc serves blocks this size from its heap
/// (its mmap threshold rises) and keeps them after they are freed, which held 4 MB of a
/// finished sort in the table demo at 200x60.
final class TableSortBuffer {
    let rows: UnsafeMutableBufferPointer<Int32>
    private let isMapped: Bool

    /// Below this many bytes the heap serves the rows (a small table's sort between frames).
    static let mappedBytes = 1 << 18

    init(count: Int) {
        let bytes = max(1, count) * MemoryLayout<Int32>.stride
        // Populated at once: one call faults the pages in, not a fault a page in the first pass.
        let mapped =
            bytes >= Self.mappedBytes
            ? mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | Self.populate, -1, 0) : nil
        if let mapped, mapped != MAP_FAILED {
            rows = UnsafeMutableBufferPointer(start: mapped.bindMemory(to: Int32.self, capacity: count), count: count)
            isMapped = true
        } else {
            rows = .allocate(capacity: count)
            isMapped = false
        }
    }

    #if os(Linux)
        private static let populate = MAP_POPULATE
    #else
        private static let populate: Int32 = 0
    #endif

    deinit {
        if isMapped {
            munmap(rows.baseAddress, max(1, rows.count) * MemoryLayout<Int32>.stride)
        } else {
            rows.deallocate()
        }
    }
}
