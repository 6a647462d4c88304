import Foundation
import NIOSSH
import XCTest

@testable import TUIServe

final class HostKeyStoreTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "host-key-tests-\(UUID().uuidString)/serve"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    func testMakesTheKeyOnceInAPrivateFileAndReusesIt() throws {
        let store = HostKeyStore(folder: folder)
        let first = try store.loadOrCreate()
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        XCTAssertEqual(folderMode, 0o700)
        let second = try HostKeyStore(folder: folder).loadOrCreate()
        XCTAssertEqual(first.rawRepresentation, second.rawRepresentation)
    }

    func testADamagedKeyIsReportedNeverReplaced() throws {
        let store = HostKeyStore(folder: folder)
        _ = try store.loadOrCreate()
        try Data("TUIServe ed25519 host key v1\nbm90IGEga2V5\n".utf8).write(to: URL(fileURLWithPath: store.path))
        XCTAssertThrowsError(try store.loadOrCreate()) { error in
            guard case .corrupt(let path, _) = error as? HostKeyError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, store.path)
            XCTAssertTrue("\(error)".contains("is not replaced"), "\(error)")
        }
        XCTAssertEqual(
            try String(contentsOfFile: store.path, encoding: .utf8), "TUIServe ed25519 host key v1\nbm90IGEga2V5\n",
            "the damaged file is left as it was")
        try Data([0xFF, 0x00, 0x13]).write(to: URL(fileURLWithPath: store.path))
        XCTAssertThrowsError(try store.loadOrCreate())
    }

    func testAKeyReadableByOthersIsRefused() throws {
        let store = HostKeyStore(folder: folder)
        _ = try store.loadOrCreate()
        chmod(store.path, 0o644)
        XCTAssertThrowsError(try store.loadOrCreate()) { error in
            XCTAssertEqual(error as? HostKeyError, .unprotected(store.path, "644"))
        }
    }

    func testTheFingerprintIsTheOneSshKeygenPrints() throws {
        let store = HostKeyStore(folder: folder)
        let key = NIOSSHPrivateKey(ed25519Key: try store.loadOrCreate())
        let publicPath = folder + "/key.pub"
        try Data((String(openSSHPublicKey: key.publicKey) + " test\n").utf8).write(to: URL(fileURLWithPath: publicPath))
        let printed = try run("/usr/bin/ssh-keygen", ["-l", "-E", "sha256", "-f", publicPath])
        // "256 SHA256:… test (ED25519)"
        let fields = printed.split(separator: " ")
        XCTAssertEqual(fields.count, 4, printed)
        XCTAssertEqual(String(fields[1]), SSHKeyFingerprint(key.publicKey).description)
        XCTAssertFalse(SSHKeyFingerprint(key.publicKey).folderName.contains("/"))
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
