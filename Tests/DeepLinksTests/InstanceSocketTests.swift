import DeepLinks
import Foundation
import Logging
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The server logs every start and refusal; the tests check behaviour, and keep the output
/// free of swift-log's default console handler.
private let quiet = Logger(label: "deeplinks") { _ in SwiftLogNoOpLogHandler() }

/// The server and the client over a real socket in a temporary runtime directory.
@MainActor
final class InstanceSocketTests: XCTestCase {
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

    /// Sends from another thread, leaving the main queue free for the server.
    private func send(_ message: InstanceMessage) async -> Result<Void, InstanceSocketError> {
        let location = location!
        let task = Task.detached { () -> Result<Void, InstanceSocketError> in
            do throws(InstanceSocketError) {
                try InstanceSocketClient.send(message, to: location)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        return await task.value
    }

    func testTheSocketIs0600InA0700Folder() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        XCTAssertEqual(
            try SocketSecurity.FileStatus.of(server.path), .init(type: .socket, permissions: 0o600, owner: getuid()))
        XCTAssertEqual(
            try SocketSecurity.FileStatus.of(runtime.path), .init(type: .directory, permissions: 0o700, owner: getuid())
        )
    }

    func testALinkAndAPushReachTheirHandlersAndTheSenderHearsTheAnswer() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        var links: [String] = []
        var pushes: [Data] = []
        server.answerLinks { url in
            links.append(url)
            return url.hasSuffix("bad") ? .rejected("unknown route") : .accepted
        }
        server.answerPushes { json in
            pushes.append(json)
            return .accepted
        }
        let opened = await send(.link("exampletui://settings"))
        XCTAssertNoThrow(try opened.get())
        let refused = await send(.link("exampletui://bad"))
        XCTAssertEqual(refused.failure, .rejected("unknown route"))
        let pushed = await send(.push(Data("{}".utf8)))
        XCTAssertNoThrow(try pushed.get())
        XCTAssertEqual(links, ["exampletui://settings", "exampletui://bad"])
        XCTAssertEqual(pushes, [Data("{}".utf8)])
    }

    func testWithoutAnInstanceTheSenderIsToldSo() async throws {
        let result = await send(.link("exampletui://settings"))
        XCTAssertEqual(result.failure, .noInstance(path: location.path))
    }

    func testAStaleSocketIsReportedAsNoInstanceAndReplacedByTheNextInstance() async throws {
        try makeStaleSocket(at: location.path)
        let before = await send(.link("exampletui://settings"))
        XCTAssertEqual(before.failure, .noInstance(path: location.path), "connect refused: nobody listens")

        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        server.answerLinks { _ in .accepted }
        let after = await send(.link("exampletui://settings"))
        XCTAssertNoThrow(try after.get())
    }

    func testALiveInstanceIsNotReplaced() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        XCTAssertThrowsError(try InstanceSocketServer(location: location, logger: quiet)) {
            XCTAssertEqual($0 as? InstanceSocketError, .alreadyRunning(path: location.path))
        }
    }

    func testASocketWithAnotherModeIsRefusedByBothEnds() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        server.answerLinks { _ in .accepted }
        chmod(server.path, 0o666)
        let reason = "its mode is 0666, not 0600"
        let result = await send(.link("exampletui://settings"))
        XCTAssertEqual(result.failure, .insecure(path: server.path, reason: reason))
        XCTAssertThrowsError(try InstanceSocketServer(location: location, logger: quiet)) {
            XCTAssertEqual($0 as? InstanceSocketError, .insecure(path: self.location.path, reason: reason))
        }
    }

    func testAFileThatIsNotASocketIsNeitherUsedNorReplaced() async throws {
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: location.path, contents: Data(), attributes: [.posixPermissions: 0o600]))
        let result = await send(.link("exampletui://settings"))
        XCTAssertEqual(result.failure, .insecure(path: location.path, reason: "it is not a socket"))
        XCTAssertThrowsError(try InstanceSocketServer(location: location, logger: quiet))
        XCTAssertTrue(FileManager.default.fileExists(atPath: location.path))
    }

    func testGarbageGetsAnErrorAndTheServerKeepsServing() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        server.answerLinks { _ in .accepted }
        let path = server.path
        let sent = Task.detached { exchange(Data("hello there".utf8), path: path, closeWriting: true) }
        let reply = await sent.value
        XCTAssertEqual(reply, "error: not an instance message\n")
        let result = await send(.link("exampletui://settings"))
        XCTAssertNoThrow(try result.get())
    }

    func testStopRemovesTheSocket() async throws {
        let server = try InstanceSocketServer(location: location, logger: quiet)
        server.stop()
        XCTAssertNil(try SocketSecurity.FileStatus.of(location.path))
    }

    /// A socket file with nobody listening, as a crashed instance leaves it.
    private func makeStaleSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        let bound = withUnixSocketAddress(path) { bind(descriptor, $0, $1) }
        XCTAssertEqual(bound, 0)
        close(descriptor)
        chmod(path, 0o600)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
