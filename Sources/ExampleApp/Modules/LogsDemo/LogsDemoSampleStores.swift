import Foundation
import Storage

/// A memory, a disk and a keychain store under the app's (in tests temporary) directories,
/// with a few entries each, so the debug panel's storage viewer has something to list.
/// Their clock is the log store's, so the panel's countdowns read the same time.
final class LogsDemoSampleStores: Sendable {
    let memory: RamMemoryStorageService<String, String>
    let disk: DiskStorageService<String, String>
    let keychain: KeychainStorageService<String>

    init(directories: StorageDirectories, now: @escaping @Sendable () -> Date, logger: StorageLogger) throws {
        let clock = StorageClock(now: now)
        memory = RamMemoryStorageService(config: MemoryConfig(name: "LogsDemoMemory", countLimit: 50), clock: clock) {
            $0.utf8.count
        }
        disk = try DiskStorageService(
            config: DiskStorageConfig(name: "LogsDemoCache", location: .cache, directories: directories),
            clock: clock, logger: logger)
        keychain = try KeychainStorageService(
            config: KeychainConfig(name: "LogsDemoKeychain", location: .data, directories: directories),
            clock: clock, logger: logger)
    }

    var all: [any StorageInspectable] { [memory, disk, keychain] }

    func fill(instance: String) throws {
        try memory.setObject("Moscow", forKey: "selected-city", expiry: .seconds(90))
        try memory.setObject(#"[{"id":1,"title":"Coffee"}]"#, forKey: "items-page-1", expiry: .seconds(300))
        try disk.setObject(String(repeating: "home feed ", count: 120), forKey: "home-feed", expiry: .seconds(3_700))
        try disk.setObject("ann@example.com", forKey: "last-login", expiry: .never)
        try keychain.setObject(
            "eyJhbGciOi.demo.access", forKey: UniqueStorageKey(value: "access-token", instance: instance),
            expiry: .seconds(600))
        try keychain.setObject(
            "r-demo-refresh", forKey: UniqueStorageKey(value: "refresh-token", instance: instance), expiry: .never)
    }
}
