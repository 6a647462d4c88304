import Foundation
import NIOSSH
import XCTest

@testable import TUIServe

final class AuthorizedKeysTests: XCTestCase {
    /// A real Ed25519 key, as `ssh-keygen -t ed25519` writes it.
    static let ed25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIFrX9a0m6tg6h0n1SNxwIZ4rOrAPXf5p8jDJeG1hpJ8V"

    func testTakesKeysWithCommentsOptionsAndBlankLines() throws {
        let p256 = String(openSSHPublicKey: NIOSSHPrivateKey(p256Key: .init()).publicKey)
        let text = """
            # the team

            ssh-ed25519 \(Self.ed25519) alice@laptop
              no-port-forwarding,no-agent-forwarding ssh-ed25519 \(Self.ed25519) alice again
            \(p256) bob
            restrict,pty \(p256)
            """
        let keys = AuthorizedKeys(contents: text)
        XCTAssertEqual(keys.problems, [])
        XCTAssertEqual(keys.entries.map(\.line), [3, 4, 5, 6])
        XCTAssertEqual(keys.entries.map(\.comment), ["alice@laptop", "alice again", "bob", ""])
        let key = try NIOSSHPublicKey(openSSHPublicKey: "ssh-ed25519 \(Self.ed25519)")
        XCTAssertEqual(keys.entry(for: key)?.line, 3)
        XCTAssertNil(keys.entry(for: NIOSSHPrivateKey(ed25519Key: .init()).publicKey))
    }

    func testReportsEveryLineItCannotTakeByNumber() {
        let text = """
            ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC rsa-user
            ssh-dss AAAAB3NzaC1kc3MAAACBAP dss-user
            sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t yubikey
            ssh-ed25519 not-base64!! broken
            ssh-ed25519
            from="10.0.0.0/8" ssh-ed25519 \(Self.ed25519) only from the office
            command="/bin/true",no-pty ssh-ed25519 \(Self.ed25519)
            nonsense
            ssh-ed25519 \(Self.ed25519) good
            """
        let keys = AuthorizedKeys(contents: text)
        XCTAssertEqual(keys.entries.map(\.line), [9])
        XCTAssertEqual(
            keys.problems,
            [
                "line 1: key type ssh-rsa is not supported",
                "line 2: key type ssh-dss is not supported",
                "line 3: key type sk-ssh-ed25519@openssh.com is not supported",
                "line 4: the ssh-ed25519 key is not valid",
                "line 5: the ssh-ed25519 key is not valid",
                "line 6: option from is not supported here; the key is skipped",
                "line 7: option command is not supported here; the key is skipped",
                "line 8: key type nonsense is not supported",
            ])
    }

    func testAFileThatCannotBeReadIsAnError() {
        XCTAssertThrowsError(try AuthorizedKeys(path: "/nonexistent/authorized_keys")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/authorized_keys"), "\(error)")
        }
    }

    func testAHugeOrBinaryFileGivesProblemsNotACrash() {
        let garbage = String(decoding: (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        let keys = AuthorizedKeys(contents: garbage)
        XCTAssertTrue(keys.entries.isEmpty)
        XCTAssertFalse(keys.problems.isEmpty)
    }
}
