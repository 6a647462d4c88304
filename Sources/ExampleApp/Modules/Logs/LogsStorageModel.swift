import Foundation
import Storage

/// The panel's storage viewer: the app's inspectable stores and their entries, read afresh
/// on every frame (their countdowns tick), and the clock the countdowns read.
@MainActor
struct LogsStorageModel {
    let stores: () -> [any StorageInspectable]
    /// The wall clock of the expiry countdowns: the log store's, which tests fix.
    let now: @Sendable () -> Date

    /// Each store with its entries, soonest to expire first.
    func inspected() -> [(store: any StorageInspectable, entries: [StorageInspectionEntry])] {
        stores().map { store in
            let entries = store.inspectionEntries().sorted {
                ($0.expiresAt ?? .distantFuture, $0.key) < ($1.expiresAt ?? .distantFuture, $1.key)
            }
            return (store, entries)
        }
    }
}
