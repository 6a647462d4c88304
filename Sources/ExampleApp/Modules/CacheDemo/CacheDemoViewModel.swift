import AppSupport
import Foundation
import Observation
import Storage

/// Sets, reads, expires and removes entries in the app's RAM, disk and keychain stores.
///
/// The countdown timer runs only while an entry that has not expired yet is listed: it ticks
/// once a second, on the app's clock, and is gone as soon as nothing on screen can change.
@MainActor
@Observable
final class CacheDemoViewModel {
    /// How long `e` keeps an entry.
    static let shortExpiry: TimeInterval = 10

    private(set) var store = CacheStoreKind.ram
    private(set) var entries: [CacheEntryViewItem] = []
    private(set) var summary = ""
    /// The last action's result.
    private(set) var message: String
    private(set) var now: Date
    var selection = ListSelection(count: 0)
    @ObservationIgnored private let storage: AppStorage
    @ObservationIgnored private let time: StorageTime
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private var ticker: (any Cancellable)?
    @ObservationIgnored private var nextNumber = 1

    init(storage: AppStorage, time: StorageTime, clock: any AppClock) {
        self.storage = storage
        self.time = time
        self.clock = clock
        now = time.now
        message = storage.openingError.map { R.string.cacheDemo.fallback($0) } ?? ""
    }

    isolated deinit {
        ticker?.cancel()
    }

    /// Whether the countdown timer is scheduled (tests check it stops).
    var isTicking: Bool { ticker != nil }

    func onViewDidLoad() {
        reload()
    }

    func onStoreSelected(_ store: CacheStoreKind) {
        self.store = store
        selection.moveToStart()
        reload()
    }

    func onNextStore(_ step: Int) {
        let all = CacheStoreKind.allCases
        onStoreSelected(all[(store.rawValue + step + all.count) % all.count])
    }

    func onSetTapped(expiring: Bool) {
        let key = "entry-\(nextNumber)"
        let value = R.string.cacheDemo.sampleValue(nextNumber)
        perform(R.string.cacheDemo.set(key)) {
            try $0.set(value, key: key, expiry: expiring ? .seconds(Self.shortExpiry) : .never)
            nextNumber += 1
        }
    }

    func onGetTapped() {
        guard let entry = selectedEntry else { return }
        time.sync()
        do {
            let value = try currentStore.get(entry.key)
            message = R.string.cacheDemo.got(entry.key, value)
        } catch StorageError.notFound {
            message = R.string.cacheDemo.missing(entry.key)
        } catch {
            message = R.string.cacheDemo.failed(String(describing: error))
        }
        reload()
    }

    func onDeleteTapped() {
        guard let entry = selectedEntry else { return }
        perform(R.string.cacheDemo.deleted(entry.key)) { try $0.remove(entry.key) }
    }

    func onSweepTapped() {
        let before = entries.count
        time.sync()
        do {
            try currentStore.removeExpired()
            reload()
            message = R.string.cacheDemo.swept(before - entries.count)
        } catch {
            message = R.string.cacheDemo.failed(String(describing: error))
        }
    }

    func onClearTapped() {
        perform(R.string.cacheDemo.cleared(store.title)) { try $0.removeAll() }
    }

    private var selectedEntry: CacheEntryViewItem? {
        entries.indices.contains(selection.selectedIndex) ? entries[selection.selectedIndex] : nil
    }

    private var currentStore: CacheStoreAccess { CacheStoreAccess(kind: store, storage: storage) }

    private func perform(_ success: String, _ action: (CacheStoreAccess) throws -> Void) {
        time.sync()
        do {
            try action(currentStore)
            message = success
        } catch {
            message = R.string.cacheDemo.failed(String(describing: error))
        }
        reload()
    }

    /// Reads the store again and starts or stops the countdown.
    private func reload() {
        now = time.now
        let access = currentStore
        entries = access.entries()
        summary = R.string.cacheDemo.storeSummary(entries.count, CacheEntryViewItem.bytes(access.size))
        selection.count = entries.count
        scheduleTick()
    }

    private func scheduleTick() {
        ticker?.cancel()
        ticker = nil
        guard entries.contains(where: { $0.expiresAt.map { $0 > now } ?? false }) else { return }
        ticker = clock.schedule(after: .seconds(1)) { [weak self] in
            self?.reload()
        }
    }
}
