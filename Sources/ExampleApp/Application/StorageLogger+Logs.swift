import Logs
import Storage

extension StorageLogger {
    /// Sends what the stores notice to `log`: evictions as debug, repairs as notices,
    /// tampering as errors.
    static func logs(_ log: Log) -> StorageLogger {
        StorageLogger { event in
            let level: LogLevel =
                switch event.level {
                case .debug: .debug
                case .warning: .notice
                case .error: .error
                }
            log.log(level: level, logEntry: .text(event.description))
        }
    }
}
