import Foundation
import Utilities
import XCTest

final class WebCacheCleanerUtilTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("web-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ bytes: Int, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 7, count: bytes).write(to: url)
    }

    func testCleaningEmptiesEveryStoreAndReportsWhatWent() throws {
        let cache = root.appendingPathComponent("cache")
        let data = root.appendingPathComponent("data")
        try write(100, to: "cache/http/a")
        try write(50, to: "cache/http/nested/b")
        try write(10, to: "data/cookies/cookies.json")
        try write(1, to: "data/web/local/1")
        try write(2, to: "data/web/local/2")
        try write(3, to: "data/web/session")
        try write(999, to: "data/keep.json")
        let cleaner = WebCacheCleanerUtil(cacheDirectory: cache, dataDirectory: data)
        let before = cleaner.contents()
        let report = try cleaner.clean()
        let expected = [
            WebCacheCleanerUtil.Removal(store: .httpCache, files: 2, bytes: 150),
            WebCacheCleanerUtil.Removal(store: .cookies, files: 1, bytes: 10),
            WebCacheCleanerUtil.Removal(store: .webData, files: 3, bytes: 6),
        ]
        XCTAssertEqual(report, expected)
        XCTAssertEqual(before, expected, "contents() measured the same without removing")
        for folder in ["cache/http", "data/cookies", "data/web"] {
            let path = root.appendingPathComponent(folder).path
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), [], "\(folder) is empty and kept")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: data.appendingPathComponent("keep.json").path))
        XCTAssertEqual(try cleaner.clean().map(\.files), [0, 0, 0], "a second clean finds nothing")
    }

    func testALinkIsRemovedButNotWhatItPointsTo() throws {
        try write(42, to: "outside/precious")
        try write(1, to: "cache/http/entry")
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("cache/http/link"),
            withDestinationURL: root.appendingPathComponent("outside"))
        let cleaner = WebCacheCleanerUtil(locations: [.httpCache: root.appendingPathComponent("cache/http")])
        let report = try cleaner.clean()
        XCTAssertEqual(report.first, WebCacheCleanerUtil.Removal(store: .httpCache, files: 1, bytes: 1))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("outside/precious").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("cache/http/link").path))
    }

    func testMissingFoldersHaveNothingToRemove() throws {
        let cleaner = WebCacheCleanerUtil(
            cacheDirectory: root.appendingPathComponent("none"), dataDirectory: root.appendingPathComponent("none"))
        XCTAssertEqual(try cleaner.clean().map(\.files), [0, 0, 0])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("none").path))
    }
}
