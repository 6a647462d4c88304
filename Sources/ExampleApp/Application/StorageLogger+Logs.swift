import Logs
import Storage

extension StorageLogger {
    /// Sends what the stores notice to `log`: evictions as debug, the keychain's backend and
    /// migration as info, repairs as notices, tampering and a failed migration as errors.
    static func logs(_ log: Log) -> StorageLogger {
        StorageLogger { event in
            let level: LogLevel =
                switch event.level {
                case .debug: .debug
                case .info: .info
                case .warning: .notice
                case .error: .error
                }
            log.log(level: level, logEntry: .text(event.description))
        }
    }
}
