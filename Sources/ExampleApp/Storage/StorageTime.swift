import Foundation
import Storage
import Synchronization
import TUICore

/// The time the stores read, following the app's clock.
///
/// With the system clock the stores read the wall clock. With any other clock (the tests'
/// `ManualClock`) they read a fixed date plus the clock's time as of the last `sync()`, so
/// expiry and countdowns in tests move only when the test advances the clock.
@MainActor
final class StorageTime {
    /// 2026-01-01 00:00 UTC: where a manual clock's time starts.
    static let manualEpoch = Date(timeIntervalSince1970: 1_767_225_600)

    let storageClock: StorageClock
    private let clock: any AppClock
    private let mirror: MirroredDate?

    init(clock: any AppClock) {
        self.clock = clock
        if clock is SystemClock {
            mirror = nil
            storageClock = .system
        } else {
            let mirror = MirroredDate(Self.manualEpoch + clock.now.timeInterval)
            self.mirror = mirror
            storageClock = StorageClock { mirror.date.withLock { $0 } }
        }
    }

    /// The stores' current date.
    var now: Date {
        sync()
        return storageClock.now()
    }

    /// Brings a mirrored clock up to the app clock's time.
    func sync() {
        mirror?.date.withLock { $0 = Self.manualEpoch + clock.now.timeInterval }
    }
}

/// The date a mirrored storage clock reads, shared with its closure.
private final class MirroredDate: Sendable {
    let date: Mutex<Date>

    init(_ date: Date) {
        self.date = Mutex(date)
    }
}

extension Duration {
    /// The duration in seconds.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
