import Foundation
import Storage
import XCTest

final class LocalStorageTests: XCTestCase {
    private var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary = nil
    }

    func testStoreLoadAndRemove() throws {
        let storage = try LocalStorage(directory: temporary.appending("local"))
        XCTAssertNil(try storage.load(fileName: "model", as: Profile.self))
        XCTAssertFalse(storage.exists(fileName: "model"))

        try storage.store(object: Profile(name: "Ибрагим", age: 2), as: "model")
        XCTAssertEqual(try storage.load(fileName: "model", as: Profile.self), Profile(name: "Ибрагим", age: 2))
        XCTAssertTrue(storage.exists(fileName: "model"))
        try storage.store(object: Profile(name: "Ann", age: 3), as: "model")
        XCTAssertEqual(try storage.load(fileName: "model", as: Profile.self)?.name, "Ann")
        try storage.store(object: [1, 2], as: "numbers")
        XCTAssertEqual(storage.fileNames, ["model", "numbers"])

        try storage.remove(fileName: "model")
        try storage.remove(fileName: "model")  // Removing a missing file is fine.
        XCTAssertNil(try storage.load(fileName: "model", as: Profile.self))
        XCTAssertEqual(storage.fileNames, ["numbers"])
    }

    func testFilesArePrivateJSON() throws {
        let folder = temporary.appending("local")
        let storage = try LocalStorage(directory: folder)
        try storage.store(object: Profile(name: "Ann", age: 3), as: "model")
        let path = folder.path + "/model.json"
        XCTAssertEqual(try permissions(folder.path), 0o700)
        XCTAssertEqual(try permissions(path), 0o600)
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        XCTAssertEqual(json?["name"] as? String, "Ann")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["model.json"])
    }

    func testAFileOfAnotherShapeThrowsADecodingError() throws {
        let storage = try LocalStorage(directory: temporary.appending("local"))
        try storage.store(object: ["not": "a profile"], as: "model")
        XCTAssertThrowsError(try storage.load(fileName: "model", as: Profile.self)) { error in
            guard case .decodingFailed = error as? StorageError else { return XCTFail("got \(error)") }
        }
    }

    func testFileNamesThatLeaveTheFolderAreRefused() throws {
        let storage = try LocalStorage(directory: temporary.appending("local"))
        for name in ["", ".", "..", "../escape", "a/b"] {
            assertThrowsStorageError(.invalidFileName(name), try storage.store(object: 1, as: name))
            assertThrowsStorageError(.invalidFileName(name), try storage.load(fileName: name, as: Int.self))
            assertThrowsStorageError(.invalidFileName(name), try storage.remove(fileName: name))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.path + "/escape.json"))
    }

    func testTheDefaultFolderIsUnderTheXDGDataHome() throws {
        let directories = StorageDirectories(
            appName: "app", environment: ["XDG_DATA_HOME": temporary.appending("data").path])
        let storage = try LocalStorage(directories: directories)
        XCTAssertEqual(storage.directory.path, temporary.appending("data/app/LocalStorage").path)
        try storage.store(object: 7, as: "seven")
        XCTAssertEqual(try storage.load(fileName: "seven", as: Int.self), 7)
    }

    func testConcurrentSavesOfOneFileLeaveOneCompleteModel() async throws {
        let storage = try LocalStorage(directory: temporary.appending("local"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        try storage.store(
                            object: Profile(name: String(repeating: "x", count: index), age: index), as: "m")
                    } else if let profile = try storage.load(fileName: "m", as: Profile.self) {
                        XCTAssertEqual(profile.name.count, profile.age)
                    }
                }
            }
            try await group.waitForAll()
        }
        let last = try XCTUnwrap(try storage.load(fileName: "m", as: Profile.self))
        XCTAssertEqual(last.name.count, last.age)
        XCTAssertEqual(storage.fileNames, ["m"], "no temporary file is left")
    }
}
