import DeepLinks
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class InstanceSocketLocationTests: XCTestCase {
    func testAPrivateRuntimeDirectoryHoldsTheSocket() throws {
        let runtime = try TemporaryFolder()
        let location = try InstanceSocketLocation.resolve(
            appName: "test-app", environment: ["XDG_RUNTIME_DIR": runtime.path], create: true)
        XCTAssertEqual(location.path, runtime.path + "/test-app.sock")
        XCTAssertTrue(location.isRuntimeDirectory)
    }

    /// Two apps made from the template run side by side: each has its own socket, in the
    /// runtime folder and in the fallback.
    func testTwoAppsNeverShareASocket() throws {
        let runtime = try TemporaryFolder()
        let temporary = try TemporaryFolder()
        for environment in [["XDG_RUNTIME_DIR": runtime.path], ["TMPDIR": temporary.path]] {
            let first = try InstanceSocketLocation.resolve(appName: "first-app", environment: environment, create: true)
            let second = try InstanceSocketLocation.resolve(
                appName: "second-app", environment: environment, create: true)
            XCTAssertNotEqual(first.path, second.path)
            XCTAssertTrue(first.path.hasSuffix("first-app.sock"), first.path)
            XCTAssertTrue(second.path.hasSuffix("second-app.sock"), second.path)
        }
    }

    func testWithoutAUsableRuntimeDirectoryAPrivateFolderOfItsOwnIsMade() throws {
        let temporary = try TemporaryFolder()
        let open = try TemporaryFolder()
        chmod(open.path, 0o755)
        for environment in [
            ["TMPDIR": temporary.path], ["TMPDIR": temporary.path, "XDG_RUNTIME_DIR": open.path],
            ["TMPDIR": temporary.path, "XDG_RUNTIME_DIR": "relative/run"],
        ] {
            let location = try InstanceSocketLocation.resolve(
                appName: "test-app", environment: environment, create: true)
            XCTAssertEqual(location.directory, temporary.path + "/test-app-\(getuid())")
            XCTAssertFalse(location.isRuntimeDirectory)
            XCTAssertEqual(
                try SocketSecurity.FileStatus.of(location.directory),
                .init(type: .directory, permissions: 0o700, owner: getuid()))
        }
    }

    func testASenderDoesNotCreateTheFolder() throws {
        let temporary = try TemporaryFolder()
        let location = try InstanceSocketLocation.resolve(
            appName: "test-app", environment: ["TMPDIR": temporary.path], create: false)
        XCTAssertNil(try SocketSecurity.FileStatus.of(location.directory))
    }

    func testAFallbackFolderOthersCanEnterOrALinkIsRefused() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path + "/test-app-\(getuid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        chmod(folder, 0o777)
        XCTAssertThrowsError(
            try InstanceSocketLocation.resolve(
                appName: "test-app", environment: ["TMPDIR": temporary.path], create: true)
        ) {
            XCTAssertEqual($0 as? InstanceSocketError, .insecure(path: folder, reason: "its mode is 0777, not 0700"))
        }
        try FileManager.default.removeItem(atPath: folder)
        let elsewhere = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere.path)
        XCTAssertThrowsError(
            try InstanceSocketLocation.resolve(
                appName: "test-app", environment: ["TMPDIR": temporary.path], create: true)
        ) {
            XCTAssertEqual($0 as? InstanceSocketError, .insecure(path: folder, reason: "it is not a directory"))
        }
    }
}
