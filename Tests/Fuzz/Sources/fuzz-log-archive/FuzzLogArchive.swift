import Foundation
import Logs

#if canImport(Glibc)
    import Glibc
#endif

/// One libFuzzer input: the bytes of a bug report (`console --open FILE`). Opening must
/// either refuse it with a reason or read it whole (every record, the metadata and the
/// attachments) without a trap; SQLite reads a file, so the input goes through one (in
/// /dev/shm, so a run is not a disk's pace).
func fuzzLogArchive(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = "/dev/shm/fuzz-log-archive-\(getpid()).etlog"
    let data = Data(bytes: start, count: count)
    guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
    defer { unlink(path) }
    do {
        let archive = try LogArchive.open(URL(fileURLWithPath: path))
        LogConsoleFeed(store: archive.store, query: LogQuery()).readStored { records in
            for record in records { _ = LogConsoleLine.json(record) + LogConsoleLine.plain(record) }
        }
        _ = archive.store.page(.messages, LogQuery(filter: LogFilter(searchText: "abc")), limit: 50)
        _ = archive.store.sessions()
        _ = archive.store.categories(session: nil)
    } catch {
        precondition(!error.description.isEmpty, "a refusal without a reason")
    }
    return 0
}
