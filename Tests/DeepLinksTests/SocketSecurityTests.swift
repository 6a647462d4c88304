import DeepLinks
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The mode and owner checks, on `lstat` answers a test cannot otherwise produce (a file
/// of another user), and on real files.
final class SocketSecurityTests: XCTestCase {
    private let me = getuid()

    func testOnlyTheUsersOwnSocketWithMode0600IsAccepted() throws {
        let path = "/run/x.sock"
        XCTAssertNoThrow(
            try SocketSecurity.checkSocket(.init(type: .socket, permissions: 0o600, owner: me), path: path, user: me))
        XCTAssertThrowsError(
            try SocketSecurity.checkSocket(
                .init(type: .socket, permissions: 0o600, owner: me + 1), path: path, user: me)
        ) { error in
            XCTAssertEqual(
                error as? InstanceSocketError, .insecure(path: path, reason: "it is owned by uid \(me + 1), not \(me)"))
        }
        for mode: mode_t in [0o666, 0o660, 0o700, 0o644, 0o400] {
            XCTAssertThrowsError(
                try SocketSecurity.checkSocket(
                    .init(type: .socket, permissions: mode, owner: me), path: path, user: me),
                "mode \(String(mode, radix: 8))")
        }
        for type: SocketSecurity.FileStatus.FileType in [.symbolicLink, .other, .directory] {
            XCTAssertThrowsError(
                try SocketSecurity.checkSocket(.init(type: type, permissions: 0o600, owner: me), path: path, user: me))
        }
    }

    func testOnlyTheUsersOwnPrivateDirectoryIsAccepted() {
        let path = "/tmp/example-tui-1"
        XCTAssertNoThrow(
            try SocketSecurity.checkDirectory(
                .init(type: .directory, permissions: 0o700, owner: me), path: path, user: me))
        XCTAssertThrowsError(
            try SocketSecurity.checkDirectory(
                .init(type: .directory, permissions: 0o700, owner: me + 1), path: path, user: me))
        XCTAssertThrowsError(
            try SocketSecurity.checkDirectory(
                .init(type: .directory, permissions: 0o755, owner: me), path: path, user: me)
        ) { error in
            XCTAssertEqual(error as? InstanceSocketError, .insecure(path: path, reason: "its mode is 0755, not 0700"))
        }
        XCTAssertThrowsError(
            try SocketSecurity.checkDirectory(
                .init(type: .symbolicLink, permissions: 0o777, owner: me), path: path, user: me))
    }

    func testLstatReportsRealFilesWithoutFollowingLinks() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/file"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: file, contents: nil, attributes: [.posixPermissions: 0o640]))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: file)
        XCTAssertEqual(try SocketSecurity.FileStatus.of(file), .init(type: .other, permissions: 0o640, owner: me))
        XCTAssertEqual(try SocketSecurity.FileStatus.of(folder.path + "/link")?.type, .symbolicLink)
        XCTAssertNil(try SocketSecurity.FileStatus.of(folder.path + "/missing"))
    }
}

/// A 0700 folder under the system's temporary directory, removed at the end. Short, so
/// socket paths inside it fit in `sun_path`.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = "/tmp/dlt-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        chmod(path, 0o700)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
