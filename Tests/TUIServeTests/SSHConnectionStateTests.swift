import NIOCore
import NIOEmbedded
import XCTest

@testable import TUIServe

/// The login grace: a connection nobody signs in on is closed by it; one signed in has no
/// timer left, so an idle server wakes for nothing.
final class SSHConnectionStateTests: XCTestCase {
    /// Whether the grace ran (the event loop is the test's own, on this thread).
    private final class Ran: @unchecked Sendable {
        var value = false
    }

    func testSigningInCancelsTheGrace() {
        let loop = EmbeddedEventLoop()
        let connection = SSHConnectionState(remoteAddress: "127.0.0.1:50000")
        let ran = Ran()
        connection.loginGrace = loop.scheduleTask(in: .seconds(30)) { ran.value = true }
        connection.user = .anonymous(name: "alice")
        XCTAssertNil(connection.loginGrace)
        loop.advanceTime(by: .seconds(31))
        XCTAssertFalse(ran.value, "the grace of a signed-in connection never runs")
    }

    func testTheGraceRunsWhenNobodySignsIn() {
        let loop = EmbeddedEventLoop()
        let connection = SSHConnectionState(remoteAddress: "127.0.0.1:50000")
        let ran = Ran()
        connection.loginGrace = loop.scheduleTask(in: .seconds(30)) { ran.value = true }
        loop.advanceTime(by: .seconds(29))
        XCTAssertFalse(ran.value)
        loop.advanceTime(by: .seconds(2))
        XCTAssertTrue(ran.value)
    }
}
