import Foundation
import Storage

/// One entry of a store as the Cache demo lists it.
struct CacheEntryViewItem: Sendable, Hashable {
    let key: String
    let size: Int
    /// When it goes stale; nil for never.
    let expiresAt: Date?
    /// Keychain values are not shown in the list; `g` reads one.
    let isSecret: Bool

    func isExpired(at now: Date) -> Bool {
        expiresAt.map { $0 <= now } ?? false
    }

    /// The size, masked for a secret: `33 B`, `•••• · 33 B`.
    var sizeText: String {
        isSecret ? "•••• · \(Self.bytes(size))" : Self.bytes(size)
    }

    /// `never expires`, `expires in 7s` or `expired`, at `now`.
    func expiryText(at now: Date) -> String {
        if let expiresAt {
            expiresAt <= now
                ? R.string.cacheDemo.expired()
                : R.string.cacheDemo.expiresIn(Self.countdown(expiresAt.timeIntervalSince(now)))
        } else {
            R.string.cacheDemo.never()
        }
    }

    /// `42 B`, `1.5 KB`, `3.2 MB`.
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        if count < 1024 * 1024 { return String(format: "%.1f KB", Double(count) / 1024) }
        return String(format: "%.1f MB", Double(count) / 1024 / 1024)
    }

    /// `9s`, `4m 05s`, `2h 03m` (`9 с`, `4 мин 05 с` in Russian): see `CountdownText`.
    static func countdown(_ interval: TimeInterval) -> String {
        CountdownText.text(interval)
    }
}
