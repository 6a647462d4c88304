import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The app's instance socket under a flood (`SocketFlood`): a key still gets its frame,
/// the app holds a bounded number of descriptors, and a well-formed link is still answered.
/// It prints how long a key takes to show, with and without the flood: a figure, not a
/// timed assertion (the bound is generous).
final class InstanceSocketFloodTests: XCTestCase {
    private static let keys = 30
    /// Far above a frame on a loaded machine; a stalled main queue never draws.
    private static let frameBound: Duration = .seconds(5)

    /// How long each of `count` keys (Down, Up, in turn on the examples list) takes to
    /// show: from writing it to the end of the next frame.
    private func keyToFrame(_ session: AppSession, count: Int, sample: () -> Void = {}) -> [Duration] {
        var frames = FrameCounter()
        var latencies: [Duration] = []
        for index in 0..<count {
            session.terminal.drain(for: .milliseconds(30))
            let before = frames.count(in: session.terminal.output)
            let start = ContinuousClock.now
            session.send(index % 2 == 0 ? "\u{1B}[B" : "\u{1B}[A")
            let drawn = session.terminal.read(timeout: Self.frameBound) { frames.count(in: $0.output) > before }
            XCTAssertTrue(drawn, "key \(index) got no frame within \(Self.frameBound):\n\(session.dump())")
            latencies.append(ContinuousClock.now - start)
            sample()
        }
        return latencies
    }

    private func describe(_ latencies: [Duration]) -> String {
        let sorted = latencies.sorted()
        func milliseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        return "median \(milliseconds(sorted[sorted.count / 2])), 90th percentile "
            + "\(milliseconds(sorted[sorted.count * 9 / 10])), max \(milliseconds(sorted.last ?? .zero))"
    }

    /// Descriptors the app holds open now.
    private func descriptorCount(of processID: pid_t) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/fd").count) ?? 0
    }

    func testAKeyStillGetsItsFrameWhileTheSocketIsFlooded() throws {
        let session = try AppSession()
        session.waitForMainScreen()
        let path = session.home.runtimeDirectory + "/example-tui.sock"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: path) { usleep(50_000) }
        let quiet = keyToFrame(session, count: Self.keys)
        let idleDescriptors = descriptorCount(of: session.terminal.processID)

        let flood = SocketFlood(path: path)
        flood.start()
        // Let the flood fill the server's table and its idle timers start dropping senders.
        session.terminal.drain(for: .seconds(3))
        var mostDescriptors = 0
        let flooded = keyToFrame(session, count: Self.keys) {
            mostDescriptors = max(mostDescriptors, descriptorCount(of: session.terminal.processID))
        }
        let link = try runCommand(["open", "exampletui://settings"], home: session.home)
        let connections = flood.connectionCount
        flood.stop()

        XCTAssertEqual(link.status, 0, "a well-formed link is answered during the flood: \(link.standardError)")
        session.expectScreen(containing: "App version")
        // The server holds at most 16 senders, and a few more for a moment while it accepts
        // and drops them; thousands connected.
        XCTAssertLessThanOrEqual(mostDescriptors, idleDescriptors + 16 + 8, "descriptors stay bounded")
        print(
            "socket flood: key → frame \(describe(flooded)) over \(Self.keys) keys, during \(connections) connections")
        print(
            "socket flood: key → frame without the flood \(describe(quiet)); descriptors \(idleDescriptors) idle, "
                + "at most \(mostDescriptors) flooded")
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
