import Foundation
import XCTest

@testable import Storage

#if canImport(Glibc)
    import Glibc
#endif

/// `FileSystem.makeDirectory`: missing parents made with the mode, a directory already
/// there left as it is, anything else at the path refused.
final class FileSystemDirectoryTests: XCTestCase {
    func testMissingParentsAreMadeWithTheMode() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path + "/a/b/c"
        try FileSystem.makeDirectory(path)
        for folder in [temporary.path + "/a", temporary.path + "/a/b", path] {
            let status = try XCTUnwrap(FileSystem.status(folder))
            XCTAssertTrue(status.isDirectory, folder)
            XCTAssertEqual(status.permissions, 0o700, folder)
        }
    }

    func testADirectoryAlreadyThereIsLeftAsItIs() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path + "/there"
        XCTAssertEqual(mkdir(path, 0o755), 0)
        XCTAssertEqual(chmod(path, 0o755), 0)
        try FileSystem.makeDirectory(path)
        try FileSystem.makeDirectory(path)
        XCTAssertEqual(try XCTUnwrap(FileSystem.status(path)).permissions, 0o755, "only made, never changed, here")
    }

    func testAFileOrALinkAtThePathIsRefused() throws {
        let temporary = try TemporaryDirectory()
        let file = temporary.path + "/file"
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data()))
        let link = temporary.path + "/link"
        XCTAssertEqual(symlink(temporary.path, link), 0)
        for path in [file, link] {
            XCTAssertThrowsError(try FileSystem.makeDirectory(path), path) { error in
                guard case .insecureFile(_, let reason) = error as? StorageError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(reason, "not a directory")
            }
        }
    }
}
