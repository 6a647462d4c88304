import Foundation
import Storage
import XCTest

final class StorageDirectoriesTests: XCTestCase {
    func testXDGVariablesWin() throws {
        let directories = StorageDirectories(
            appName: "app",
            environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s"]
        )
        XCTAssertEqual(try directories.cache().path, "/c/app")
        XCTAssertEqual(try directories.data().path, "/d/app")
        XCTAssertEqual(try directories.state().path, "/s/app")
    }

    func testHomeFallbacks() throws {
        let directories = StorageDirectories(appName: "app", environment: ["HOME": "/home/u"])
        XCTAssertEqual(try directories.cache().path, "/home/u/.cache/app")
        XCTAssertEqual(try directories.data().path, "/home/u/.local/share/app")
        XCTAssertEqual(try directories.state().path, "/home/u/.local/state/app")
    }

    func testTemporaryDirectoriesAreFreshAndOutsideTheRealHome() throws {
        let first = StorageDirectories.temporary()
        let second = StorageDirectories.temporary()
        XCTAssertNotEqual(try first.data(), try second.data())
        let temporaryRoot = FileManager.default.temporaryDirectory.standardizedFileURL.path
        for url in [try first.cache(), try first.data(), try first.state()] {
            XCTAssertTrue(url.standardizedFileURL.path.hasPrefix(temporaryRoot), url.path)
        }
    }

    func testRelativeXDGPathsAreIgnored() throws {
        let directories = StorageDirectories(
            appName: "app",
            environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative", "XDG_DATA_HOME": ""]
        )
        XCTAssertEqual(try directories.cache().path, "/home/u/.cache/app")
        XCTAssertEqual(try directories.data().path, "/home/u/.local/share/app")
    }

    func testLocationsResolveUnderTheirBase() throws {
        let directories = StorageDirectories(appName: "app", environment: ["HOME": "/h"])
        XCTAssertEqual(
            try StorageLocation.cache.url(name: "PersistentStorage", directories: directories).path,
            "/h/.cache/app/PersistentStorage"
        )
        XCTAssertEqual(
            try StorageLocation.data.url(name: "Keychain", directories: directories).path,
            "/h/.local/share/app/Keychain"
        )
        let exact = URL(fileURLWithPath: "/somewhere/else")
        XCTAssertEqual(try StorageLocation.directory(exact).url(name: "ignored", directories: directories), exact)
    }

    func testStoresCreateTheirFolderUnderAnInjectedXDGHome() throws {
        let temporary = try TemporaryDirectory()
        let directories = StorageDirectories(
            appName: "app",
            environment: [
                "HOME": temporary.appending("home").path, "XDG_CACHE_HOME": temporary.appending("cache").path,
            ]
        )
        let store = try DiskStorageService<String, Int>(config: DiskStorageConfig(directories: directories))
        try store.setObject(1, forKey: "one")
        XCTAssertEqual(store.directory.path, temporary.appending("cache/app/PersistentStorage").path)
        XCTAssertEqual(try entryFileNames(in: store.directory).count, 1)
        XCTAssertEqual(try permissions(store.directory.path), 0o700)
        XCTAssertEqual(try permissions(temporary.appending("cache/app").path), 0o700)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.appending("home").path))
    }
}
