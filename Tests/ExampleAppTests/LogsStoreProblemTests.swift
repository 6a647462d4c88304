import ExampleApp
import Foundation
import Logs
import Storage
import TUIKit
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A log store file that is damaged, unreadable, locked by another process, read-only or on a
/// full disk: the app runs, the panel says what happened, and nothing else of the app's data
/// is touched.
@MainActor
final class LogsStoreProblemTests: XCTestCase {
    private lazy var directories = StorageDirectories.temporaryForTest()

    override func setUp() async throws {
        directories = StorageDirectories.temporaryForTest()
    }

    override func tearDown() async throws {
        if let logs = try? ExampleApplication.logsDirectory(in: directories) {
            _ = try? run("/usr/bin/chattr", ["-i", logs.path])
            chmod(logs.path, 0o700)
        }
        if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }

    private var logsFolder: URL {
        get throws { try ExampleApplication.logsDirectory(in: directories) }
    }

    /// Another file of the app's in the state directory, and what it holds.
    private func otherData() throws -> (URL, Data) {
        let file = try directories.state().appendingPathComponent("other-data.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(#"{"kept":true}"#.utf8)
        try data.write(to: file)
        return (file, data)
    }

    /// The panel (the app launched on it), its text once settled, after `prepare` set the folder up.
    private func panel(store: LogDatabase? = nil) async throws -> Pilot {
        var options = LaunchOptions(language: .en, directories: directories)
        options.logStoreConfiguration = LogsFixture.configuration
        options.logStore = store
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(route: .logs, size: Size(width: 100, height: 30), options: options))
        await pilot.settle()
        return pilot
    }

    /// The app still works: its Examples list opens once the panel is closed.
    private func assertAppRuns(_ pilot: Pilot, file: StaticString = #filePath, line: UInt = #line) {
        pilot.press(named: "esc")
        XCTAssertFalse(pilot.text.contains("Messages "), pilot.text, file: file, line: line)
    }

    func testADamagedFileIsMovedAsideAndThePanelSaysWhere() async throws {
        let (other, data) = try otherData()
        try FileManager.default.createDirectory(at: logsFolder, withIntermediateDirectories: true)
        let damaged = String(repeating: "not a database at all ", count: 400)
        try Data(damaged.utf8).write(to: logsFolder.appendingPathComponent(LogDatabase.fileName))
        let pilot = try await panel()
        XCTAssertTrue(pilot.text.contains("The log file was damaged"), pilot.text)
        XCTAssertTrue(pilot.text.contains("moved to"), pilot.text)
        let files = try FileManager.default.contentsOfDirectory(atPath: logsFolder.path)
        let moved = try XCTUnwrap(files.first { $0.hasPrefix("logs.sqlite.damaged-") }, "\(files)")
        let movedPath = try logsFolder.appendingPathComponent(moved).path
        XCTAssertEqual(
            FileManager.default.contents(atPath: movedPath), Data(damaged.utf8),
            "the damaged file is kept as it was")
        XCTAssertEqual(FileManager.default.contents(atPath: other.path), data, "nothing else is touched")
        assertAppRuns(pilot)
    }

    func testAnUnreadableFileKeepsTheLogInMemoryAndThePanelSaysWhy() async throws {
        let (other, data) = try otherData()
        // A folder where the file should be: it can be neither read nor replaced, even by root.
        try FileManager.default.createDirectory(
            at: logsFolder.appendingPathComponent(LogDatabase.fileName), withIntermediateDirectories: true)
        let pilot = try await panel()
        XCTAssertTrue(pilot.text.contains("The log file cannot be opened"), pilot.text)
        XCTAssertTrue(pilot.text.contains("kept in memory only"), pilot.text)
        let blocked = try logsFolder.appendingPathComponent(LogDatabase.fileName).path
        XCTAssertTrue(FileManager.default.fileExists(atPath: blocked), "the folder in the way is left")
        XCTAssertEqual(FileManager.default.contents(atPath: other.path), data)
        assertAppRuns(pilot)
    }

    func testAFileLockedByAnotherProcessKeepsTheLogInMemoryAndThePanelSaysSo() async throws {
        let (other, data) = try otherData()
        try FileManager.default.createDirectory(at: logsFolder, withIntermediateDirectories: true)
        let locker = try ChildProcessLauncher.logWriter(["lock", logsFolder.path])
        defer { locker.terminate() }
        XCTAssertEqual(locker.firstLine(), "locked")
        let pilot = try await panel()
        XCTAssertTrue(pilot.text.contains("The log file cannot be opened (database is locked)"), pilot.text)
        XCTAssertEqual(FileManager.default.contents(atPath: other.path), data)
        assertAppRuns(pilot)
    }

    func testAReadOnlyFolderKeepsTheLogInMemoryAndThePanelSaysSo() async throws {
        let (other, data) = try otherData()
        try FileManager.default.createDirectory(at: logsFolder, withIntermediateDirectories: true)
        // Root writes through permission bits: the immutable attribute stops it too.
        if geteuid() == 0 {
            XCTAssertEqual(try run("/usr/bin/chattr", ["+i", logsFolder.path]), 0)
        } else {
            chmod(try logsFolder.path, 0o500)
        }
        let pilot = try await panel()
        XCTAssertTrue(pilot.text.contains("The log file cannot be opened"), pilot.text)
        XCTAssertTrue(pilot.text.contains("kept in memory only"), pilot.text)
        XCTAssertEqual(FileManager.default.contents(atPath: other.path), data)
        assertAppRuns(pilot)
    }

    func testAFullDiskIsSaidAndTheRecordsWrittenBeforeStay() async throws {
        let (other, data) = try otherData()
        let store = try LogsFixture.fullStore(in: logsFolder)
        let pilot = try await panel(store: store)
        XCTAssertTrue(pilot.text.contains("The log could not be written (database or disk is full)"), pilot.text)
        XCTAssertTrue(pilot.text.contains("filler "), "what was written before stays: \(pilot.text)")
        XCTAssertEqual(FileManager.default.contents(atPath: other.path), data)
        assertAppRuns(pilot)
    }

    private func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The `log-writer` test helper (Tests/LogWriter), started as a child process.
enum ChildProcessLauncher {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "log-writer is not built in \(searched.joined(separator: ", ")): run `swift build --build-tests`"
        }
    }

    final class Child {
        let process = Process()
        let output = Pipe()

        /// The first line it prints (it blocks until then).
        func firstLine() -> String? {
            var bytes = Data()
            while true {
                let byte = output.fileHandleForReading.readData(ofLength: 1)
                if byte.isEmpty || byte == Data("\n".utf8) { break }
                bytes += byte
            }
            return String(data: bytes, encoding: .utf8)
        }

        func terminate() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    static func logWriter(_ arguments: [String]) throws -> Child {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
        for folder in folders {
            let path = folder.appendingPathComponent("log-writer").path
            if FileManager.default.isExecutableFile(atPath: path) {
                let child = Child()
                child.process.executableURL = URL(fileURLWithPath: path)
                child.process.arguments = arguments
                child.process.standardOutput = child.output
                try child.process.run()
                return child
            }
        }
        throw Missing(searched: folders.map(\.path))
    }
}
