import Foundation
import Storage
import Synchronization
import XCTest

extension StorageDirectories {
    /// A fresh temporary home, as `temporary()`, deleted with everything the app wrote into
    /// it as soon as the test that made it finishes: a run leaves nothing in /tmp.
    static func temporaryForTest() -> StorageDirectories {
        let directories = StorageDirectories.temporary()
        if let home = directories.environment["HOME"] { TemporaryHomes.shared.add(home) }
        return directories
    }
}

/// The temporary homes of the running test, removed when it finishes (pass or fail).
final class TemporaryHomes: XCTestObservation, Sendable {
    static let shared: TemporaryHomes = {
        let homes = TemporaryHomes()
        XCTestObservationCenter.shared.addTestObserver(homes)
        return homes
    }()

    private let paths = Mutex<[String]>([])

    func add(_ path: String) {
        paths.withLock { $0.append(path) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let finished = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in finished { try? FileManager.default.removeItem(atPath: path) }
    }
}
