import DeepLinks
import Foundation
import Logging
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

private let quiet = Logger(label: "deeplinks") { _ in SwiftLogNoOpLogHandler() }

/// `console`'s use of the socket: a mock scenario to switch, and a watch that hears a line
/// per committed batch of the log store until either end closes.
@MainActor
final class InstanceSocketWatchTests: XCTestCase {
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

    func testScenarioAndWatchFramesRoundTrip() {
        for message in [InstanceMessage.scenario("offline"), .watchLogs] {
            XCTAssertEqual(InstanceMessage.decode(message.encoded), .message(message))
        }
        var watchWithPayload = InstanceMessage.watchLogs.encoded
        watchWithPayload[8] = 1
        watchWithPayload.append(0x41)
        XCTAssertEqual(InstanceMessage.decode(watchWithPayload), .invalid("a watch takes no payload"))
    }

    func testAScenarioReachesItsHandlerAndARefusalComesBack() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        var names: [String] = []
        server.answerScenarios { name in
            names.append(name)
            return name == "offline" ? .accepted : .rejected("unknown scenario '\(name)'")
        }
        let location = location!
        let accepted = await Task.detached { () -> InstanceSocketError? in
            do throws(InstanceSocketError) {
                try InstanceSocketClient.send(.scenario("offline"), to: location)
                return nil
            } catch { return error }
        }.value
        XCTAssertNil(accepted)
        let refused = await Task.detached { () -> InstanceSocketError? in
            do throws(InstanceSocketError) {
                try InstanceSocketClient.send(.scenario("nope"), to: location)
                return nil
            } catch { return error }
        }.value
        XCTAssertEqual(refused, .rejected("unknown scenario 'nope'"))
        XCTAssertEqual(names, ["offline", "nope"])
    }

    func testAWatcherHearsEachCommitUntilItCloses() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        let location = location!
        let watching = Task.detached { () throws -> Int32 in try InstanceSocketClient.watchLogs(at: location) }
        let descriptor = try await watching.value
        XCTAssertEqual(server.watcherCount, 1)
        XCTAssertEqual(server.connectionCount, 0, "a watcher is not a sender waiting for its answer")
        server.announceLogCommit()
        server.announceLogCommit()
        var buffer = [UInt8](repeating: 0, count: 64)
        var text = ""
        while text.components(separatedBy: "\n").count < 3 {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        XCTAssertEqual(text, "commit\ncommit\n")
        close(descriptor)
        // The server notices the close on its read source (the main queue) and forgets it.
        for _ in 0..<100 where server.watcherCount > 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(server.watcherCount, 0)
        server.announceLogCommit()
    }

    func testTheServerEndingEndsTheWatch() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        let location = location!
        let descriptor = try await Task.detached { () throws -> Int32 in
            try InstanceSocketClient.watchLogs(at: location)
        }.value
        defer { close(descriptor) }
        server.stop()
        var byte: UInt8 = 0
        XCTAssertEqual(read(descriptor, &byte, 1), 0, "end of stream: the app quit")
    }

    /// A socket that takes connections as an instance's would and does `respond` with each.
    private func listener(_ respond: @escaping @Sendable (Int32) -> Void) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        let bound = withUnixSocketAddress(location.path) { bind(descriptor, $0, $1) }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(chmod(location.path, 0o600), 0)
        XCTAssertEqual(listen(descriptor, 4), 0)
        Thread.detachNewThread {
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                respond(client)
            }
        }
        return descriptor
    }

    /// An instance quitting just as the watch arrives closes it unanswered: the console takes
    /// that as a quit, so it is told apart from a refusal and from silence.
    func testAWatchClosedUnansweredAndOneNeverAnsweredAreToldApart() async throws {
        let location = location!
        let closing = try listener { close($0) }
        let closed = await Task.detached { () -> InstanceSocketError? in
            do throws(InstanceSocketError) {
                close(try InstanceSocketClient.watchLogs(at: location, timeout: .seconds(5)))
                return nil
            } catch { return error }
        }.value
        XCTAssertEqual(closed, .rejected(InstanceReply.unanswered))
        shutdown(closing, Int32(SHUT_RDWR))
        close(closing)
        unlink(location.path)

        let held = Mutex<[Int32]>([])
        let silent = try listener { client in held.withLock { $0.append(client) } }
        defer {
            shutdown(silent, Int32(SHUT_RDWR))
            close(silent)
            held.withLock { clients in for client in clients { close(client) } }
        }
        let started = ContinuousClock.now
        let unanswered = await Task.detached { () -> InstanceSocketError? in
            do throws(InstanceSocketError) {
                close(try InstanceSocketClient.watchLogs(at: location, timeout: .seconds(1)))
                return nil
            } catch { return error }
        }.value
        XCTAssertEqual(
            unanswered, .rejected("the instance did not answer within 1.0 seconds (is it stopped or hung?)"))
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - started, .milliseconds(900))
    }

    func testAtMostEightWatchersTheOldestMakesWay() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        let location = location!
        var descriptors: [Int32] = []
        for _ in 0..<(InstanceSocketServer.maximumWatchers + 1) {
            descriptors.append(
                try await Task.detached { () throws -> Int32 in try InstanceSocketClient.watchLogs(at: location) }.value
            )
        }
        defer {
            for descriptor in descriptors { close(descriptor) }
        }
        XCTAssertEqual(server.watcherCount, InstanceSocketServer.maximumWatchers)
        var byte: UInt8 = 0
        XCTAssertEqual(read(descriptors[0], &byte, 1), 0, "the first watcher was let go")
    }
}
