import Foundation
import Storage
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A writer killed with SIGKILL in the middle of a write leaves the entry it was replacing
/// (or the new one, complete), never a torn one, and the other entries as they were.
final class KillDuringWriteTests: XCTestCase {
    private struct WriterMissing: Error, CustomStringConvertible {
        let searched: [String]

        var description: String {
            "storage-writer is not built in \(searched.joined(separator: ", ")): run `swift build --build-tests`"
        }
    }

    private static let blobSize = 8 << 20
    private static let rounds = 8

    private var writerPath: String {
        get throws {
            var folders: [URL] = []
            if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
            folders.append(Bundle(for: Self.self).bundleURL.deletingLastPathComponent())
            for folder in folders {
                let candidate = folder.appendingPathComponent("storage-writer").path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            throw WriterMissing(searched: folders.map(\.path))
        }
    }

    /// Whether a write is under way: a temporary file exists, or the entry itself is shorter
    /// than a complete one (which only a store writing in place would show).
    private func isMidWrite(folder: URL, entry: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".tmp") }) { return true }
        var status = stat()
        return stat(entry, &status) == 0 && Int(status.st_size) < Self.blobSize
    }

    /// Reads the blob back and checks it is one complete generation.
    private func assertComplete(_ blob: Data, round: Int) {
        XCTAssertEqual(blob.count, Self.blobSize, "round \(round): wrong size")
        guard blob.count == Self.blobSize else { return }
        let generation = blob.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        XCTAssertGreaterThanOrEqual(generation, 1, "round \(round)")
        let fill = UInt8(generation % 251)
        let mismatch = blob.dropFirst(8).firstIndex { $0 != fill }
        XCTAssertNil(mismatch, "round \(round): generation \(generation) is torn at byte \(mismatch ?? -1)")
    }

    func testAWriterKilledMidWriteLeavesNoTornEntry() throws {
        let writer = try writerPath
        let temporary = try TemporaryDirectory()
        let folder = temporary.appending("disk")
        let recorder = EventRecorder()
        let config = DiskStorageConfig(location: .directory(folder), directories: .temporary(), maxSize: 0)
        let store = try DiskStorageService<String, Data>(config: config, transformer: TransformerFactory.forData())
        let stable = ["alpha": Data("first".utf8), "beta": Data(repeating: 7, count: 100_000)]
        for (key, value) in stable { try store.setObject(value, forKey: key) }

        try store.setObject(Data(count: Self.blobSize), forKey: "big")
        let entry = try XCTUnwrap(store.entry(forKey: "big").filePath)
        var killedMidWrite = 0
        for round in 0..<Self.rounds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: writer)
            process.arguments = [folder.path, "big", String(Self.blobSize)]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let ready = output.fileHandleForReading.availableData
            XCTAssertEqual(String(decoding: ready, as: UTF8.self), "ready\n", "round \(round)")

            // Kill the moment a write is seen under way: the writer is then between creating
            // its temporary file and renaming it over the entry. Odd rounds kill at random.
            let deadline = Date().addingTimeInterval(5)
            if round.isMultiple(of: 2) {
                while !isMidWrite(folder: folder, entry: entry), Date() < deadline {}
            } else {
                usleep(UInt32.random(in: 0...40_000))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "round \(round)")
            if isMidWrite(folder: folder, entry: entry) { killedMidWrite += 1 }

            let reader = try DiskStorageService<String, Data>(
                config: config,
                transformer: TransformerFactory.forData(),
                logger: recorder.logger
            )
            guard let blob = try? reader.object(forKey: "big") else {
                XCTFail("round \(round): the entry reads as missing, so it was torn: \(recorder.events)")
                break
            }
            assertComplete(blob, round: round)
            for (key, value) in stable { XCTAssertEqual(try reader.object(forKey: key), value, "round \(round)") }
            XCTAssertEqual(Set(reader.allKeys), ["alpha", "beta", "big"], "round \(round)")
        }
        XCTAssertGreaterThan(killedMidWrite, 0, "no round caught the writer mid-write; the test proved nothing")
        XCTAssertEqual(recorder.corruptedPaths, [], "no entry was ever torn")
    }
}
