import Foundation

/// `Codable` models saved as JSON files in one folder (the utilities' `LocalStorage`).
///
/// Each save replaces its file atomically (temporary file, sync, rename), so concurrent saves
/// of one file leave one complete model and a crash leaves the previous one; no queue is
/// needed. Files are 0600 in a 0700 folder.
///
/// ```swift
/// let storage = try LocalStorage(directories: directories)   // $XDG_DATA_HOME/<app>/LocalStorage
/// try storage.store(object: draft, as: "draft")
/// let draft = try storage.load(fileName: "draft", as: Draft.self)
/// try storage.remove(fileName: "draft")
/// ```
public struct LocalStorage: Sendable {
    /// The folder holding the files.
    public let directory: URL

    /// Uses `directory`, creating it if needed.
    public init(directory: URL) throws {
        self.directory = directory
        try FileSystem.makeDirectory(directory.path, mode: 0o700)
    }

    /// Uses the folder `name` under `location`.
    public init(
        name: String = "LocalStorage",
        location: StorageLocation = .data,
        directories: StorageDirectories
    ) throws {
        try self.init(directory: location.url(name: name, directories: directories))
    }

    /// Saves `object` as `<fileName>.json`, replacing what was there.
    public func store<T: Encodable>(object: T, as fileName: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(object)
        } catch {
            throw StorageError.encodingFailed(String(describing: error))
        }
        try FileSystem.writeAtomically(data, to: try path(fileName), mode: 0o600)
    }

    /// The model in `<fileName>.json`, or nil if there is no such file.
    /// - Throws: `StorageError.decodingFailed` if the file holds something else.
    public func load<T: Decodable>(fileName: String, as type: T.Type) throws -> T? {
        guard let file = try OpenFile(readingAt: try path(fileName)) else { return nil }
        let data = try file.readAll()
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw StorageError.decodingFailed(String(describing: error))
        }
    }

    /// Removes `<fileName>.json`; a missing file is not an error.
    public func remove(fileName: String) throws {
        try FileSystem.remove(try path(fileName))
    }

    /// Whether `<fileName>.json` exists.
    public func exists(fileName: String) -> Bool {
        guard let path = try? path(fileName) else { return false }
        return (try? FileSystem.status(path)) != nil
    }

    /// The names saved, without `.json`, sorted.
    public var fileNames: [String] {
        ((try? FileSystem.names(in: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") && !FileSystem.isTemporaryName($0) }
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    private func path(_ fileName: String) throws(StorageError) -> String {
        guard !fileName.isEmpty, fileName != ".", fileName != "..", !fileName.contains("/"),
            !fileName.contains("\0")
        else { throw .invalidFileName(fileName) }
        return directory.path + "/" + fileName + ".json"
    }
}
