import Foundation
import Synchronization

/// Where a `DiskStorageService` keeps its files and how much it may keep.
public struct DiskStorageConfig: Sendable, Hashable {
    /// The store's folder name under `location`.
    public var name: String
    /// `.cache` (the default), `.data`, or an exact folder.
    public var location: StorageLocation
    /// The XDG directories `.cache` and `.data` resolve against.
    public var directories: StorageDirectories
    /// The expiry of objects stored with a nil expiry.
    public var expiry: Expiry
    /// The most bytes the entry files may take; 0 for no limit. Checked after every write.
    public var maxSize: Int
    /// How many decoded objects are kept in memory in front of the files; 0 for none.
    public var memoryCountLimit: Int

    public init(
        name: String = "PersistentStorage",
        location: StorageLocation = .cache,
        directories: StorageDirectories,
        expiry: Expiry = .never,
        maxSize: Int = 50 * 1024 * 1024,
        memoryCountLimit: Int = 100
    ) {
        self.name = name
        self.location = location
        self.directories = directories
        self.expiry = expiry
        self.maxSize = maxSize
        self.memoryCountLimit = memoryCountLimit
    }
}

/// Objects kept in files, one file per key (the template's `DiskStorageService`).
///
/// - Every write goes to a temporary file in the same folder, is synced and renamed over the
///   entry, so a process killed mid-write leaves the old entry or the new one, never a torn one.
/// - After every write the folder is brought under `maxSize` by removing the least recently
///   used entries (a read or a write is a use; it stamps the file's modification time). The
///   store keeps its entries' sizes in memory (counted on open, adjusted on every write and
///   removal), so a write lists the folder only when the total passes `maxSize`; that listing
///   also counts entries other instances wrote.
/// - An entry that cannot be read back (truncated, garbage, a payload whose checksum or type
///   does not match) reads as missing: it is removed and reported to the logger, and every
///   other entry is untouched.
/// - File names are hashes of the keys; each file starts with a header holding its key, so
///   `allKeys` is real.
/// - Files are 0600 in a 0700 folder.
///
/// Calls on one instance are serialized by a `Mutex`; separate instances and processes on the
/// same folder stay consistent through the atomic renames.
public final class DiskStorageService<Key: Hashable & Codable & Sendable, Value: Sendable>: Storable {
    private struct Cached {
        let writeID: UUID
        let entry: StorageEntry<Value>
    }

    /// What the lock guards: the decoded objects kept in front of the files, and the size of
    /// each entry file this instance knows of with their sum.
    private struct State {
        var cache = LRUCache<String, Cached>()
        var sizes: [String: Int] = [:]
        var total = 0

        mutating func setSize(_ size: Int?, of name: String) {
            total += (size ?? 0) - (sizes[name] ?? 0)
            sizes[name] = size
        }

        mutating func recount(_ files: [(name: String, size: Int, modified: Date)]) {
            sizes = Dictionary(files.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
            total = sizes.values.reduce(0, +)
        }
    }

    /// How old a temporary file must be before it counts as left by a killed writer.
    static var temporaryFileLifetime: TimeInterval { 600 }

    public let config: DiskStorageConfig
    /// The folder holding the entry files.
    public let directory: URL
    private let path: String
    private let transformer: Transformer<Value>
    private let clock: StorageClock
    private let logger: StorageLogger
    /// The lock for every operation, and what it guards.
    private let state = Mutex(State())

    /// Opens (creating if needed) the store's folder, removes temporary files left by killed
    /// writers and trims the folder to `config.maxSize`.
    public init(
        config: DiskStorageConfig,
        transformer: Transformer<Value>,
        clock: StorageClock = .system,
        logger: StorageLogger = .silent
    ) throws {
        self.config = config
        self.transformer = transformer
        self.clock = clock
        self.logger = logger
        directory = try config.location.url(name: config.name, directories: config.directories)
        path = directory.path
        try FileSystem.makePrivateDirectory(path, logger: logger)
        try state.withLock { state throws(StorageError) in
            try removeStaleTemporaryFiles()
            state.recount(entryFiles())
            try enforceSizeLimit(keeping: nil, state: &state)
        }
    }

    /// A store of `Codable` objects as JSON.
    public convenience init(
        config: DiskStorageConfig,
        clock: StorageClock = .system,
        logger: StorageLogger = .silent
    ) throws where Value: Codable {
        try self.init(
            config: config,
            transformer: TransformerFactory.forCodable(ofType: Value.self),
            clock: clock,
            logger: logger
        )
    }

    // MARK: - Storable

    public var allKeys: [Key] {
        state.withLock { state in
            entryNames().compactMap { name in
                guard let file = try? OpenFile(readingAt: filePath(name)) else { return nil }
                guard let key = try? readHeader(of: file).header.key else {
                    recount(name, in: &state)
                    return nil
                }
                return key
            }
        }
    }

    public var allObjects: [Value] {
        state.withLock { state in
            entryNames().compactMap { name in try? read(name: name, key: nil, touch: false, state: &state).object }
        }
    }

    public func object(forKey key: Key) throws -> Value {
        try entry(forKey: key).object
    }

    public func entry(forKey key: Key) throws -> StorageEntry<Value> {
        let name = try DiskEntryFormat.fileName(for: key)
        return try state.withLock { state throws(StorageError) in
            try read(name: name, key: key, touch: true, state: &state)
        }
    }

    public func removeObject(forKey key: Key) throws {
        let name = try DiskEntryFormat.fileName(for: key)
        try state.withLock { state throws(StorageError) in
            state.cache.removeValue(forKey: name)
            try FileSystem.remove(filePath(name))
            state.setSize(nil, of: name)
        }
    }

    public func setObject(_ object: Value?, forKey key: Key, expiry: Expiry?) throws {
        guard let object else { return try removeObject(forKey: key) }
        let name = try DiskEntryFormat.fileName(for: key)
        let payload = try transformer.toData(object)
        let now = clock.now()
        let expiresAt = (expiry ?? config.expiry).expirationDate(from: now)
        let writeID = UUID()
        let file = try DiskEntryFormat.encode(key: key, writeID: writeID, expiresAt: expiresAt, payload: payload)
        if config.maxSize > 0, file.count > config.maxSize {
            throw StorageError.objectTooLarge(size: file.count, limit: config.maxSize)
        }
        try state.withLock { state throws(StorageError) in
            do throws(StorageError) {
                try FileSystem.writeAtomically(file, to: filePath(name), modified: now)
            } catch .io(_, _, ENOENT) {
                // The folder was removed while the store was open: make it again, empty.
                try FileSystem.makePrivateDirectory(path, logger: logger)
                state.recount([])
                try FileSystem.writeAtomically(file, to: filePath(name), modified: now)
            }
            state.setSize(file.count, of: name)
            let entry = StorageEntry(object: object, expiry: .resolved(expiresAt), filePath: filePath(name))
            remember(Cached(writeID: writeID, entry: entry), name: name, state: &state)
            try enforceSizeLimit(keeping: name, state: &state)
        }
    }

    public func objectExists(forKey key: Key) -> Bool {
        guard let name = try? DiskEntryFormat.fileName(for: key) else { return false }
        return state.withLock { state in (try? read(name: name, key: key, touch: false, state: &state)) != nil }
    }

    public func removeAll() throws {
        try state.withLock { state throws(StorageError) in
            state.cache.removeAll()
            for name in entryNames() {
                try FileSystem.remove(filePath(name))
                state.setSize(nil, of: name)
            }
        }
    }

    public func removeExpiredObjects() throws {
        let now = clock.now()
        try state.withLock { state throws(StorageError) in
            for name in entryNames() {
                guard let file = try OpenFile(readingAt: filePath(name)) else { continue }
                guard let expiresAt = try? readHeader(of: file).header.expiresAt else {
                    recount(name, in: &state)
                    continue
                }
                guard expiresAt <= now else { continue }
                state.cache.removeValue(forKey: name)
                try FileSystem.remove(filePath(name))
                state.setSize(nil, of: name)
            }
        }
    }

    public func isExpiredObject(forKey key: Key) throws -> Bool {
        let name = try DiskEntryFormat.fileName(for: key)
        let header = try state.withLock { state throws(StorageError) in
            guard let file = try OpenFile(readingAt: filePath(name)) else { throw StorageError.notFound }
            let header: DiskEntryHeader<Key>
            do throws(StorageError) {
                header = try readHeader(of: file).header
            } catch {
                recount(name, in: &state)
                throw error
            }
            guard header.key == key else { throw StorageError.notFound }
            return header
        }
        return header.expiresAt.map { $0 <= clock.now() } ?? false
    }

    public func removeInMemoryObject(forKey key: Key) throws {
        let name = try DiskEntryFormat.fileName(for: key)
        state.withLock { _ = $0.cache.removeValue(forKey: name) }
    }

    // MARK: - Beyond Storable

    /// The bytes this instance's entry files take, as it keeps count (no folder listing).
    public var totalSize: Int {
        state.withLock { $0.total }
    }

    /// How many decoded objects are in memory now.
    public var inMemoryCount: Int {
        state.withLock { $0.cache.count }
    }

    // MARK: - Files

    private func filePath(_ name: String) -> String {
        path + "/" + name
    }

    private func entryNames() -> [String] {
        ((try? FileSystem.names(in: path)) ?? []).filter(DiskEntryFormat.isEntryName)
    }

    private func entryFiles() -> [(name: String, size: Int, modified: Date)] {
        entryNames().compactMap { name in
            guard let status = try? FileSystem.status(filePath(name)), status.isRegularFile else { return nil }
            return (name, status.size, status.modified)
        }
    }

    /// The header of `file`; a corrupted file is removed, logged and reads as missing.
    private func readHeader(of file: borrowing OpenFile) throws(StorageError) -> (
        header: DiskEntryHeader<Key>, payloadOffset: Int
    ) {
        let prefix = try file.read(count: DiskEntryFormat.prefixLength, at: 0)
        let length = try checked(file) { () throws(DiskEntryFormat.Corruption) in
            try DiskEntryFormat.headerLength(prefix: prefix)
        }
        let data = try file.read(count: length, at: DiskEntryFormat.prefixLength)
        let size = try file.status().size
        let header = try checked(file) { () throws(DiskEntryFormat.Corruption) in
            try DiskEntryFormat.decodeHeader(data, expectedLength: length, fileSize: size, as: Key.self)
        }
        return (header, DiskEntryFormat.prefixLength + length)
    }

    /// The result of `parse`; a corrupted file is removed, logged and reads as missing.
    private func checked<T>(
        _ file: borrowing OpenFile,
        _ parse: () throws(DiskEntryFormat.Corruption) -> T
    ) throws(StorageError) -> T {
        do {
            return try parse()
        } catch {
            throw discardCorrupted(file, reason: error.description)
        }
    }

    /// Reads the entry named `name`, from memory when the file is the one that was decoded.
    /// With a `key`, an entry holding another key (a hash collision) reads as missing.
    /// A failure that removed the file (corruption) is taken off the count.
    private func read(
        name: String,
        key: Key?,
        touch: Bool,
        state: inout State
    ) throws(StorageError) -> StorageEntry<Value> {
        do {
            return try readFile(name: name, key: key, touch: touch, state: &state)
        } catch {
            recount(name, in: &state)
            throw error
        }
    }

    private func readFile(
        name: String,
        key: Key?,
        touch: Bool,
        state: inout State
    ) throws(StorageError) -> StorageEntry<Value> {
        guard let file = try OpenFile(readingAt: filePath(name)) else {
            state.cache.removeValue(forKey: name)
            throw .notFound
        }
        let (header, payloadOffset) = try readHeader(of: file)
        if let key, header.key != key { throw .notFound }
        let entry: StorageEntry<Value>
        if let cached = state.cache.value(forKey: name), cached.writeID == header.writeID {
            entry = cached.entry
        } else {
            let payload = try file.read(count: header.payloadLength, at: payloadOffset)
            try checked(file) { () throws(DiskEntryFormat.Corruption) in
                try DiskEntryFormat.verify(payload, against: header)
            }
            let object: Value
            do {
                object = try transformer.fromData(payload)
            } catch {
                throw discardCorrupted(file, reason: "payload does not decode: \(error)")
            }
            entry = StorageEntry(object: object, expiry: .resolved(header.expiresAt), filePath: filePath(name))
            remember(Cached(writeID: header.writeID, entry: entry), name: name, state: &state)
        }
        if touch { try? file.setTimes(to: clock.now()) }
        return entry
    }

    /// Removes a corrupted entry (unless a writer has replaced it since it was opened) and logs
    /// it; the caller throws the `.notFound` returned, so the entry reads as missing.
    private func discardCorrupted(_ file: borrowing OpenFile, reason: String) -> StorageError {
        if let opened = try? file.status(), let current = try? FileSystem.status(file.path),
            current.inode == opened.inode, current.device == opened.device
        {
            try? FileSystem.remove(file.path)
        }
        logger.log(.corruptedEntry(path: file.path, reason: reason))
        return .notFound
    }

    private func remember(_ cached: Cached, name: String, state: inout State) {
        guard config.memoryCountLimit > 0 else { return }
        state.cache.setValue(cached, forKey: name)
        while state.cache.count > config.memoryCountLimit { _ = state.cache.removeLeastRecentlyUsed() }
    }

    /// The size of `name` read again, after a failure that may have removed it.
    private func recount(_ name: String, in state: inout State) {
        let status = try? FileSystem.status(filePath(name))
        state.setSize(status.flatMap { $0.isRegularFile ? $0.size : nil }, of: name)
    }

    /// Removes least recently used entries until the folder fits `maxSize`, sparing `keeping`.
    /// Only a count over the limit lists the folder (which also counts other writers' files).
    private func enforceSizeLimit(keeping: String?, state: inout State) throws(StorageError) {
        guard config.maxSize > 0, state.total > config.maxSize else { return }
        var files = entryFiles()
        state.recount(files)
        guard state.total > config.maxSize else { return }
        files.sort { ($0.modified, $0.name) < ($1.modified, $1.name) }
        for file in files where file.name != keeping {
            try FileSystem.remove(filePath(file.name))
            state.cache.removeValue(forKey: file.name)
            state.setSize(nil, of: file.name)
            logger.log(.evictedEntry(path: filePath(file.name), size: file.size))
            if state.total <= config.maxSize { break }
        }
    }

    /// Removes temporary files old enough that their writer must have died mid-write.
    private func removeStaleTemporaryFiles() throws(StorageError) {
        let now = Date()
        for name in try FileSystem.names(in: path) where FileSystem.isTemporaryName(name) {
            let temporary = filePath(name)
            guard let status = try FileSystem.status(temporary),
                now.timeIntervalSince(status.modified) > Self.temporaryFileLifetime
            else { continue }
            try FileSystem.remove(temporary)
            logger.log(.removedTemporaryFile(path: temporary))
        }
    }
}

extension DiskStorageService: StorageInspectable {
    public var inspectionName: String { "Disk: \(config.name)" }
    public var holdsSecrets: Bool { false }

    /// Reads only the files' headers, never the payloads.
    public func inspectionEntries() -> [StorageInspectionEntry] {
        state.withLock { state in
            entryFiles().compactMap { file in
                guard let opened = try? OpenFile(readingAt: filePath(file.name)),
                    let header = try? readHeader(of: opened).header
                else {
                    recount(file.name, in: &state)
                    return nil
                }
                return StorageInspectionEntry(
                    key: String(describing: header.key), expiresAt: header.expiresAt, size: file.size)
            }
        }
    }
}
