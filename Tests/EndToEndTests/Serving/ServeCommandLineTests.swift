import Foundation
import TUITestSupport
import XCTest

/// `serve` refuses to start, with status 2 and one line, when it cannot serve safely.
final class ServeCommandLineTests: XCTestCase {
    func testWithoutKeysOrOpenItRefusesToStart() throws {
        let result = try runCommand(["serve", "--ssh", "127.0.0.1:0"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--authorized-keys FILE"), result.standardError)
        XCTAssertTrue(result.standardError.contains("--open"), result.standardError)
    }

    func testAKeysFileWithNoUsableKeyIsReportedLineByLine() throws {
        let home = try TemporaryHome()
        let path = home.path + "/keys"
        try Data("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC rsa\n\nssh-dss AAAA dss\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let result = try runCommand(["serve", "--ssh", "127.0.0.1:0", "--authorized-keys", path], home: home)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("line 1: key type ssh-rsa is not supported"), result.standardError)
        XCTAssertTrue(result.standardError.contains("line 3: key type ssh-dss is not supported"), result.standardError)
        XCTAssertTrue(result.standardError.contains("no key in \(path) can sign in"), result.standardError)
    }

    func testADamagedHostKeyStopsItAndIsKept() throws {
        let home = try TemporaryHome()
        let folder = home.path + "/.local/state/example-tui/serve"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let key = folder + "/ssh_host_ed25519_key"
        try Data("garbage\n".utf8).write(to: URL(fileURLWithPath: key))
        chmod(key, 0o600)
        let result = try runCommand(["serve", "--ssh", "127.0.0.1:0", "--open"], home: home)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("is damaged"), result.standardError)
        XCTAssertEqual(try String(contentsOfFile: key, encoding: .utf8), "garbage\n")
    }

    func testABadAddressIsAUsageError() throws {
        for address in ["host:", "127.0.0.1:99999", ":2222", "two"] {
            let result = try runCommand(["serve", "--ssh", address, "--open"])
            XCTAssertEqual(result.status, 2, address)
            XCTAssertTrue(result.standardError.contains("--ssh takes PORT or ADDR:PORT"), result.standardError)
        }
    }
}
