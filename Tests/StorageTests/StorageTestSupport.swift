import Foundation
import Storage
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh folder under the system's temporary directory, removed when the test ends.
/// Every store in these tests lives in one, never under the real home.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("storage-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func appending(_ component: String) -> URL {
        url.appendingPathComponent(component, isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let date: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        date = Mutex(start)
    }

    var now: Date { date.withLock { $0 } }

    var clock: StorageClock {
        StorageClock { [self] in now }
    }

    func advance(by seconds: TimeInterval) {
        date.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Collects what a store logs.
final class EventRecorder: Sendable {
    private let recorded = Mutex<[StorageEvent]>([])

    var events: [StorageEvent] { recorded.withLock { $0 } }

    var logger: StorageLogger {
        StorageLogger { [self] event in recorded.withLock { $0.append(event) } }
    }

    var corruptedPaths: [String] {
        events.compactMap { event in
            if case .corruptedEntry(let path, _) = event { return path }
            return nil
        }
    }
}

struct Profile: Codable, Equatable, Sendable {
    var name: String
    var age: Int
}

typealias Key = UniqueStorageKey<String>

func devKey(_ value: String) -> Key {
    Key(value: value, instance: "dev")
}

func prodKey(_ value: String) -> Key {
    Key(value: value, instance: "prod")
}

/// The permission bits of the file at `path`, from `stat`.
func permissions(_ path: String) throws -> UInt32 {
    var raw = stat()
    guard lstat(path, &raw) == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: path])
    }
    return UInt32(raw.st_mode & 0o7777)
}

/// Names in `directory` that are store entries (64 hex digits).
func entryFileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.count == 64 && $0.allSatisfy(\.isHexDigit) }
        .sorted()
}

/// Asserts that `body` throws exactly `expected`.
func assertThrowsStorageError<T>(
    _ expected: StorageError,
    _ body: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertThrowsError(try body(), message(), file: file, line: line) { error in
        XCTAssertEqual(error as? StorageError, expected, message(), file: file, line: line)
    }
}
