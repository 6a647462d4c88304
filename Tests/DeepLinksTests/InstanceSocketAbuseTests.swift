import DeepLinks
import Foundation
import Logging
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

private let quiet = Logger(label: "deeplinks") { _ in SwiftLogNoOpLogHandler() }

/// The instance socket under a flood of idle connections, half-sent and oversized messages
/// and garbage: it holds a bounded number of senders, drops the ones that never finish,
/// and answers well-formed links throughout. The idle timeout is real time, which is what
/// these tests test, so it is short here.
@MainActor
final class InstanceSocketAbuseTests: XCTestCase {
    private var runtime: TemporaryFolder!
    private var location: InstanceSocketLocation!

    override func setUp() async throws {
        runtime = try TemporaryFolder()
        location = try InstanceSocketLocation.resolve(
            appName: "test-app", environment: ["XDG_RUNTIME_DIR": runtime.path], create: true)
    }

    override func tearDown() async throws {
        runtime = nil
    }

    private func sendLink() async -> Bool {
        let location = location!
        return await Task.detached {
            (try? InstanceSocketClient.send(.link("app://settings"), to: location)) != nil
        }.value
    }

    func testAFloodOfIdleSendersIsBoundedAndLinksAreStillAnswered() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet, idleTimeout: .milliseconds(300))
        defer { server.stop() }
        var opened: [String] = []
        server.answerLinks { url in
            opened.append(url)
            return .accepted
        }
        let path = server.path
        let idle = await Task.detached { (0..<50).map { _ in connectedSocket(path) } }.value
        defer { for descriptor in idle { close(descriptor) } }
        XCTAssertFalse(idle.contains(-1), "every flood connection was accepted by the kernel")

        for _ in 0..<5 {
            let answered = await sendLink()
            XCTAssertTrue(answered, "a well-formed link is answered during the flood")
            XCTAssertLessThanOrEqual(server.connectionCount, InstanceSocketServer.maximumConnections)
        }
        XCTAssertEqual(opened.count, 5)

        // Past the idle timeout nothing is held: every idle sender was dropped or pushed out.
        try await Task.sleep(for: .milliseconds(900))
        XCTAssertEqual(server.connectionCount, 0)
        let closed = await Task.detached { idle.filter(isClosedByPeer).count }.value
        XCTAssertEqual(closed, idle.count, "each idle sender's connection was closed")
    }

    func testHalfSentOversizedAndGarbageMessagesAreRefusedAndServingGoesOn() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet, idleTimeout: .milliseconds(300))
        defer { server.stop() }
        server.answerLinks { _ in .accepted }
        let path = server.path
        let half = Data(InstanceMessage.link("app://settings").encoded.prefix(7))
        var oversized = Data("ETUIL".utf8)
        withUnsafeBytes(of: UInt32(1 << 30).bigEndian) { oversized.append(contentsOf: $0) }
        oversized.append(Data(repeating: 0x41, count: 200_000))
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })

        let replies = await Task.detached {
            [half, oversized, garbage].map { exchange($0, path: path, closeWriting: false) }
        }.value
        XCTAssertTrue(replies[0].hasPrefix("error: no complete message"), replies[0])
        XCTAssertTrue(replies[1].hasPrefix("error: message of"), replies[1])
        XCTAssertTrue(replies[2].hasPrefix("error:"), replies[2])
        let answered = await sendLink()
        XCTAssertTrue(answered)
        XCTAssertEqual(server.connectionCount, 0)
    }
}

/// Whether the server closed `descriptor` (what it wrote before, if anything, is skipped).
private func isClosedByPeer(_ descriptor: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 512)
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&waiting, 1, 1000) > 0 {
        let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count == 0 { return true }
        if count < 0 { return errno == ECONNRESET }
    }
    return false
}
