import Foundation
import Logging
import XCTest

@testable import DeepLinks

#if canImport(Glibc)
    import Glibc
#endif

/// The console's follow across restarts, with the instance and the folder watch played by
/// socket pairs: commits, the instance quitting, a change in the folder that is not a new
/// instance, and one that is; and the real inotify watch of a folder.
final class InstanceLogFollowerTests: XCTestCase {
    /// A stand-in for the running instance and its folder: `start()` makes an instance the
    /// next `watch` connects to; `quit()` closes its end; `touchFolder()` wakes the folder watch.
    private final class World {
        var instance: (app: Int32, console: Int32)?
        var folder: (touch: Int32, watch: Int32)?
        var folderWatches = 0
        var retired: [Int32] = []

        func start() {
            instance = Self.pair()
        }

        func quit() {
            guard let instance else { return }
            close(instance.app)
            self.instance = nil
        }

        func commit() {
            guard let instance else { return }
            _ = write(instance.app, "commit\n", 7)
        }

        func touchFolder() {
            guard let folder else { return }
            _ = write(folder.touch, "x", 1)
        }

        lazy var connector = InstanceLogFollower.Connector(
            watch: { [unowned self] in
                guard let instance else { return nil }
                // Connected once: the app's end stays with the world, the console's goes.
                let console = instance.console
                self.instance = (instance.app, -1)
                return console >= 0 ? console : nil
            },
            watchFolder: { [unowned self] in
                folderWatches += 1
                let pair = Self.pair()
                folder = (pair.0, pair.1)
                return pair.1
            },
            drainFolder: { descriptor in
                var buffer = [UInt8](repeating: 0, count: 64)
                while read(descriptor, &buffer, buffer.count) > 0 {}
            })

        func follower() -> InstanceLogFollower {
            InstanceLogFollower(connector: connector) { [unowned self] descriptor in
                retired.append(descriptor)
                close(descriptor)
            }
        }

        static func pair() -> (Int32, Int32) {
            var descriptors: [Int32] = [0, 0]
            precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
            return (descriptors[0], descriptors[1])
        }
    }

    /// Waits, bounded, until `descriptor` is readable: what the console's poll does.
    private func waitReadable(_ descriptor: Int32?, file: StaticString = #filePath, line: UInt = #line) {
        guard let descriptor else { return XCTFail("nothing to wait on", file: file, line: line) }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&waiting, 1, 5_000), 1, "readable in time", file: file, line: line)
    }

    func testCommitsThenQuitThenANewInstanceIsFollowed() {
        let world = World()
        world.start()
        let follower = world.follower()
        XCTAssertTrue(follower.isFollowing)
        world.commit()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.committed])
        // Nothing more to read: no event, still following.
        XCTAssertEqual(follower.readable(), [])
        let socket = follower.descriptor
        world.quit()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.quit])
        XCTAssertFalse(follower.isFollowing)
        XCTAssertEqual(world.retired, [socket].compactMap { $0 }, "the dead socket is let go")
        XCTAssertEqual(world.folderWatches, 1)
        XCTAssertEqual(follower.descriptor, world.folder?.watch, "it waits on the folder now")
        // Something else changed in the folder: no instance yet, it goes on waiting.
        world.touchFolder()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [])
        XCTAssertFalse(follower.isFollowing)
        world.start()
        world.touchFolder()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.started])
        XCTAssertTrue(follower.isFollowing)
        XCTAssertEqual(world.retired.count, 2, "the folder watch is let go too")
        world.commit()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.committed])
        follower.stop()
        XCTAssertNil(follower.descriptor)
        XCTAssertEqual(world.retired.count, 3)
    }

    func testAnInstanceBackBeforeTheFolderIsWatchedIsFollowedAtOnce() {
        let world = World()
        world.start()
        let follower = world.follower()
        world.quit()
        // It is back before the console noticed it went.
        world.start()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.quit, .started])
        XCTAssertTrue(follower.isFollowing)
    }

    func testWithNoInstanceItWaitsForOne() {
        let world = World()
        let follower = world.follower()
        XCTAssertFalse(follower.isFollowing)
        XCTAssertNotNil(follower.descriptor)
        world.start()
        world.touchFolder()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.started])
    }

    func testAFolderThatCannotBeWatchedEndsTheFollow() {
        let world = World()
        world.start()
        var connector = world.connector
        connector.watchFolder = { nil }
        let follower = InstanceLogFollower(connector: connector)
        world.quit()
        waitReadable(follower.descriptor)
        XCTAssertEqual(follower.readable(), [.quit])
        XCTAssertNil(follower.descriptor, "nothing left to wait on: the caller stops")
    }

    /// The real connector: its inotify watch wakes when the socket's file appears in the
    /// folder, and not before.
    func testTheInstanceConnectorsFolderWatchWakesWhenTheSocketAppears() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = InstanceSocketLocation(appName: "follow-test", directory: folder.path, isRuntimeDirectory: false)
        let connector = InstanceLogFollower.Connector.instance(at: location, window: .seconds(20))
        XCTAssertNil(connector.watch(), "no instance yet")
        let watch = try XCTUnwrap(connector.watchFolder())
        defer { close(watch) }
        var waiting = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&waiting, 1, 0), 0, "quiet while nothing changes")
        XCTAssertTrue(FileManager.default.createFile(atPath: location.path, contents: Data()))
        waiting.revents = 0
        XCTAssertEqual(poll(&waiting, 1, 5_000), 1, "the new file woke it")
        connector.drainFolder(watch)
        waiting.revents = 0
        XCTAssertEqual(poll(&waiting, 1, 0), 0, "drained: it waits again")
    }

    /// A socket file that appears before its instance listens and answers (a launch on a
    /// loaded machine): no further event comes, so the look after the change keeps asking
    /// until the instance answers, and a look with no change asks once.
    @MainActor
    func testAfterTheSocketAppearsTheConnectorAsksUntilTheInstanceAnswers() async throws {
        let runtime = try TemporaryFolder()
        let location = try InstanceSocketLocation.resolve(
            appName: "follow-test", environment: ["XDG_RUNTIME_DIR": runtime.path], create: true)
        let connector = InstanceLogFollower.Connector.instance(at: location, window: .seconds(20))
        let watch = try XCTUnwrap(connector.watchFolder())
        defer { close(watch) }
        // A socket bound, not listening yet: a connection is refused.
        let early = try UnixSocket.make(path: location.path)
        defer { close(early) }
        let previous = umask(0o177)
        XCTAssertEqual(try UnixSocket.withAddress(location.path) { bind(early, $0, $1) }, 0)
        umask(previous)
        var waiting = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&waiting, 1, 5_000), 1)
        connector.drainFolder(watch)
        // The look runs apart, as the console's does; the instance listens 800 ms later
        // (longer than the 25 looks of half a second there were, which missed such a launch).
        let box = UncheckedBox(value: connector)
        let look = Task.detached { box.value.watch() }
        try await Task.sleep(for: .milliseconds(800))
        let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let server = try InstanceSocketServer(location: location, logger: quiet)
        defer { server.stop() }
        let answered = await look.value
        let socket = try XCTUnwrap(answered, "connected once the instance answered")
        close(socket)
        server.stop()
        let started = ContinuousClock.now
        XCTAssertNil(connector.watch(), "no change since: one look")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }
}

/// Hands a value to a detached task in a test (the connector's closures are not Sendable;
/// only that task uses it meanwhile).
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}
