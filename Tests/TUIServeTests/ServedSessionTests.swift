import Foundation
import XCTest

@testable import TUIServe

/// The session layer without SSH: a program on a pty, bytes both ways, flow control, the end.
final class ServedSessionTests: XCTestCase {
    /// Collects what a session's handlers hear, from its queue.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var drained = 0
        private var ending: ServedSession.Ending?

        var output: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        var drainedCount: Int { lock.withLock { drained } }
        var ended: ServedSession.Ending? { lock.withLock { ending } }

        func handlers() -> ServedSession.Handlers {
            ServedSession.Handlers(
                output: { data in self.lock.withLock { self.bytes += data } },
                inputDrained: { self.lock.withLock { self.drained += 1 } },
                ended: { ending in self.lock.withLock { self.ending = ending } })
        }
    }

    private func launch(_ script: String) -> SessionLaunch {
        SessionLaunch(
            executable: "/bin/sh", arguments: ["-c", script],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"], size: WindowSize(columns: 80, rows: 24),
            user: "test", remoteAddress: "local")
    }

    private func wait(timeout: TimeInterval = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { usleep(10_000) }
        return condition()
    }

    func testInputPastTheHighMarkSaysStopAndTheDrainSaysGoOn() throws {
        let heard = Heard()
        // Raw mode, so a full input queue holds the writer back instead of dropping bytes;
        // the program reads nothing for a while, then everything.
        let session = ServedSession(
            id: 1, launch: launch("stty raw -echo; echo ready; sleep 1; exec cat >/dev/null"), idleTimeout: nil,
            handlers: heard.handlers())
        try session.start()
        XCTAssertTrue(wait { heard.output.contains("ready") }, heard.output)
        let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        XCTAssertTrue(session.write(megabyte), "under the mark: go on")
        XCTAssertFalse(session.write(megabyte), "past it: stop reading the client")
        XCTAssertTrue(wait { heard.drainedCount == 1 }, "the app caught up: read again")
        session.end(.shutdown)
        XCTAssertTrue(wait { heard.ended != nil })
        XCTAssertEqual(heard.ended?.reason, .shutdown)
        XCTAssertEqual(heard.ended?.status, 128 + SIGTERM)
    }

    func testAShutdownWithANoticeSendsSIGUSR2ThenSIGTERMButAHangUpGoesAtOnce() throws {
        let script = "trap 'echo notice' USR2; echo ready; while :; do sleep 0.05; done"
        let heard = Heard()
        let session = ServedSession(id: 5, launch: launch(script), idleTimeout: nil, handlers: heard.handlers())
        try session.start()
        XCTAssertTrue(wait { heard.output.contains("ready") }, heard.output)
        let asked = ContinuousClock.now
        session.end(.shutdown, notice: .milliseconds(400))
        XCTAssertTrue(wait { heard.ended != nil })
        // A lower bound only: a busy machine makes it longer, never shorter.
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - asked, .milliseconds(400), "SIGTERM waits for the notice")
        XCTAssertTrue(heard.output.contains("notice"), "told first: \(heard.output)")
        XCTAssertEqual(heard.ended?.reason, .shutdown)
        XCTAssertEqual(heard.ended?.status, 128 + SIGTERM)

        // A client that went away sees nothing: no notice, SIGHUP at once.
        let gone = Heard()
        let other = ServedSession(id: 6, launch: launch(script), idleTimeout: nil, handlers: gone.handlers())
        try other.start()
        XCTAssertTrue(wait { gone.output.contains("ready") }, gone.output)
        other.end(.hangUp, notice: .seconds(30))
        XCTAssertTrue(wait { gone.ended != nil })
        XCTAssertFalse(gone.output.contains("notice"), gone.output)
        XCTAssertEqual(gone.ended?.status, 128 + SIGHUP)
    }

    func testOutputResizeAndAHangUpThatIsIgnoredIsKilled() throws {
        let heard = Heard()
        // Prints its size at each SIGWINCH; ignores SIGHUP, so only the kill after the grace ends it.
        let session = ServedSession(
            id: 2,
            launch: launch("trap '' HUP; trap 'stty size' WINCH; stty size; while :; do sleep 0.05; done"),
            idleTimeout: nil, handlers: heard.handlers())
        try session.start()
        XCTAssertTrue(wait { heard.output.contains("24 80") }, heard.output)
        session.resize(columns: 65535, rows: 0)
        XCTAssertTrue(wait { heard.output.contains("24 1000") }, "clamped: \(heard.output)")
        let start = Date()
        session.end(.hangUp)
        XCTAssertTrue(wait { heard.ended != nil })
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
        XCTAssertEqual(heard.ended?.reason, .hangUp)
        XCTAssertEqual(heard.ended?.status, 128 + SIGKILL)
    }

    func testTheIdleTimeoutEndsASessionWithoutInput() throws {
        let heard = Heard()
        let session = ServedSession(
            id: 3, launch: launch("exec sleep 30"), idleTimeout: .milliseconds(300), handlers: heard.handlers())
        try session.start()
        XCTAssertTrue(wait(timeout: 5) { heard.ended != nil })
        XCTAssertEqual(heard.ended?.reason, .idle)
    }
}
