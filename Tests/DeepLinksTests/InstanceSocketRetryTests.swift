import DeepLinks
import Foundation
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A sender the instance drops unanswered (its table of senders full under a flood) tries
/// again: twice, then it says so.
final class InstanceSocketRetryTests: XCTestCase {
    /// A listener at `path` (0600) that closes the first `drops` connections without a word
    /// and answers the next with "ok"; how many it accepted.
    private final class DroppingListener: Sendable {
        /// Connections accepted so far.
        private final class Count: Sendable {
            let value = Mutex(0)
        }

        let descriptor: Int32
        private let accepted = Count()
        var count: Int { accepted.value.withLock { $0 } }

        init(path: String, drops: Int) throws {
            let listening = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            descriptor = listening
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listening, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard bound == 0, chmod(path, 0o600) == 0, listen(listening, 8) == 0 else {
                throw POSIXError(.EADDRINUSE)
            }
            let accepted = accepted
            Thread.detachNewThread {
                while true {
                    let client = accept(listening, nil, nil)
                    guard client >= 0 else { return }
                    let number = accepted.value.withLock { count in
                        count += 1
                        return count
                    }
                    if number > drops {
                        var buffer = [UInt8](repeating: 0, count: 4096)
                        _ = read(client, &buffer, buffer.count)
                        _ = "ok\n".utf8CString.withUnsafeBufferPointer { write(client, $0.baseAddress, 3) }
                    }
                    close(client)
                }
            }
        }

        deinit {
            shutdown(descriptor, Int32(SHUT_RDWR))
            close(descriptor)
        }
    }

    private func location(_ folder: TemporaryFolder) throws -> InstanceSocketLocation {
        try InstanceSocketLocation.resolve(
            appName: "test-app", environment: ["XDG_RUNTIME_DIR": folder.path], create: true)
    }

    func testASenderDroppedTwiceIsAnsweredTheThirdTime() throws {
        let folder = try TemporaryFolder()
        let location = try location(folder)
        let listener = try DroppingListener(path: location.path, drops: 2)
        XCTAssertNoThrow(try InstanceSocketClient.send(.link("exampletui://settings"), to: location))
        XCTAssertEqual(listener.count, 3)
    }

    func testASenderDroppedThreeTimesIsToldSo() throws {
        let folder = try TemporaryFolder()
        let location = try location(folder)
        let listener = try DroppingListener(path: location.path, drops: 3)
        XCTAssertThrowsError(try InstanceSocketClient.send(.link("exampletui://settings"), to: location)) {
            XCTAssertEqual($0 as? InstanceSocketError, .rejected(InstanceReply.unanswered))
        }
        XCTAssertEqual(listener.count, 3, "three tries, no more")
    }
}
