import Foundation

@testable import Logs

extension LogDatabase {
    /// Every record of every session once what was handed in is written, oldest first.
    func allRecords() -> [LogRecord] {
        flush()
        return records(LogQuery())
    }
}
