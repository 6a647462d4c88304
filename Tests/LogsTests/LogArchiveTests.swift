import Foundation
import GRDB
import XCTest

@testable import Logs

/// The bug report in one file: written from a session, read back whole, secrets redacted,
/// and a damaged or made-up file refused with its reason.
final class LogArchiveTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func filledStore() -> LogDatabase {
        let store = LogDatabase(
            directory: folder.url.appendingPathComponent("logs"),
            configuration: LogDatabase.Configuration(version: "1.2.3", environment: "dev"))
        store.record(
            message: LogMessage(
                date: Date(timeIntervalSince1970: 1_700_000_000), level: .error, label: "Network",
                text: "Refresh failed with Bearer abc123", metadata: ["password": "hunter2"], file: "A.swift",
                function: "a()", line: 3))
        store.record(
            task: NetworkTaskRecord(
                date: Date(timeIntervalSince1970: 1_700_000_001), method: "POST",
                url: "https://api.example.com/login?api_key=k", statusCode: 401, duration: 0.09,
                requestHeaders: ["Authorization": "Bearer secret"], requestBody: #"{"password":"p"}"#))
        store.flush()
        return store
    }

    func testAnArchiveReadsBackWithItsRecordsMetadataAndExports() throws {
        let store = filledStore()
        let url = folder.url.appendingPathComponent("report.etlog")
        let recording = LogArchive.Attachment(
            name: "session.cast", mediaType: "application/x-asciicast", content: Data("{\"version\": 2}\n".utf8))
        try LogArchive.write(
            from: store, query: LogQuery(session: store.session.id),
            metadata: ["version": "1.2.3", "environment": "dev", "terminal": "xterm-256color", "size": "80x24"],
            attachments: [recording], creatorName: "example-tui", to: url)
        var status = stat()
        XCTAssertEqual(stat(url.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names.filter { $0.hasPrefix("report") || $0.hasPrefix(".report") }, ["report.etlog"], "one file")

        let archive = try LogArchive.open(url)
        XCTAssertEqual(archive.metadata["size"], "80x24")
        XCTAssertEqual(archive.metadata["terminal"], "xterm-256color")
        XCTAssertEqual(archive.store.session.version, "1.2.3")
        XCTAssertEqual(archive.store.session.environment, "dev")
        XCTAssertEqual(
            archive.attachments.map(\.name).sorted(),
            [LogArchive.textExportName, LogArchive.harExportName, "session.cast"].sorted())
        XCTAssertEqual(archive.attachments.first { $0.name == "session.cast" }?.content, recording.content)
        var records: [LogRecord] = []
        LogConsoleFeed(store: archive.store, query: LogQuery(session: archive.store.session.id)).readStored {
            records += $0
        }
        XCTAssertEqual(records.count, 2)
        guard case .message(let message) = records[0], case .task(let task) = records[1] else {
            return XCTFail("\(records)")
        }
        XCTAssertTrue(message.text.hasPrefix("Refresh failed with Bearer"), message.text)
        XCTAssertFalse(message.text.contains("abc123"), message.text)
        XCTAssertNotEqual(message.metadata["password"], "hunter2")
        XCTAssertEqual(task.requestHeaders["Authorization"], "Bearer <redacted>")
        XCTAssertFalse(task.url.contains("api_key=k"), task.url)
        // Search works in the archive as in the store (its trigram index came along).
        let found = archive.store.page(.messages, LogQuery(filter: LogFilter(searchText: "refresh")), limit: 10)
        XCTAssertEqual(found.ids.count, 1)
        let text = String(
            decoding: archive.attachments.first { $0.name == LogArchive.textExportName }!.content, as: UTF8.self)
        XCTAssertTrue(text.contains("Refresh failed"), text)
        XCTAssertFalse(text.contains("hunter2") || text.contains("abc123") || text.contains("secret"), text)
    }

    func testAWriteNeverReplacesAFileAndLeavesNoHalfFile() throws {
        let store = filledStore()
        let url = folder.url.appendingPathComponent("missing-folder/report.etlog")
        XCTAssertThrowsError(
            try LogArchive.write(from: store, query: LogQuery(), metadata: [:], creatorName: "t", to: url))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    func testATruncatedArchiveIsRefused() throws {
        let store = filledStore()
        let url = folder.url.appendingPathComponent("report.etlog")
        try LogArchive.write(from: store, query: LogQuery(), metadata: [:], creatorName: "t", to: url)
        let data = try Data(contentsOf: url)
        let cut = folder.url.appendingPathComponent("cut.etlog")
        try data.prefix(data.count / 2).write(to: cut)
        XCTAssertThrowsError(try LogArchive.open(cut)) { error in
            XCTAssertTrue("\(error)".contains("truncated"), "\(error)")
        }
        // The live store is no bug report: no metadata table.
        XCTAssertThrowsError(try LogArchive.open(store.fileURL!)) { error in
            XCTAssertTrue("\(error)".contains("not a bug report"), "\(error)")
        }
    }

    func testEveryPrefixAndFlippedByteOfAnArchiveIsReadOrRefusedWithoutATrap() throws {
        let store = filledStore()
        let url = folder.url.appendingPathComponent("report.etlog")
        try LogArchive.write(from: store, query: LogQuery(), metadata: ["k": "v"], creatorName: "t", to: url)
        let data = try Data(contentsOf: url)
        let probe = folder.url.appendingPathComponent("probe.etlog")
        var refused = 0
        var read = 0
        // Bytes flipped across the whole file, a page at a time (the header, b-tree pages, cells).
        for offset in stride(from: 0, to: data.count, by: 97) {
            var damaged = data
            damaged[offset] ^= 0x5A
            try damaged.write(to: probe)
            do {
                let archive = try LogArchive.open(probe)
                var records: [LogRecord] = []
                LogConsoleFeed(store: archive.store, query: LogQuery()).readStored { records += $0 }
                read += 1
            } catch {
                XCTAssertFalse("\(error)".isEmpty)
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 0, "some damage is found")
        XCTAssertGreaterThan(read, 0, "damage in free space or text reads on")
    }
}
