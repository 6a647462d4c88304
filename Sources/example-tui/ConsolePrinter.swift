import DeepLinks
import Foundation
import Logs

#if canImport(Glibc)
    import Glibc
#endif

/// `console --plain` and `--json`: prints the stored records, then with `--follow` the new
/// ones each time the running app says over its socket that its store committed a batch.
/// It blocks in `poll` on that socket between batches: no timer, no CPU while the app is quiet.
struct ConsolePrinter {
    let json: Bool
    let feed: LogConsoleFeed

    func printStored() {
        feed.readStored { write($0) }
    }

    /// Follows until the app quits (its end of the socket closes) or the console is stopped.
    func follow(appName: String, environment: [String: String]) throws {
        let descriptor: Int32
        do {
            let location = try InstanceSocketLocation.resolve(appName: appName, environment: environment, create: false)
            descriptor = try InstanceSocketClient.watchLogs(at: location)
        } catch {
            if case .noInstance = error {
                throw CommandError(
                    "no running \(appName) to follow (\(error.description)); the stored records are above")
            }
            throw CommandError(error.description)
        }
        defer { close(descriptor) }
        // Records committed between the first read and the watch are read now.
        write(feed.readNew())
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            // However many commits the bytes announce, one read catches up on them all.
            write(feed.readNew())
        }
        write(feed.readNew())
        FileHandle.standardError.write(Data("\(appName) quit; the console stops following\n".utf8))
    }

    private func write(_ records: [LogRecord]) {
        guard !records.isEmpty else { return }
        var text = ""
        for record in records {
            text += json ? LogConsoleLine.json(record, session: feed.query.session) : LogConsoleLine.plain(record)
            text += "\n"
        }
        // Unbuffered, whole lines: a pipe's reader (`| grep --line-buffered`) sees each batch at once.
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
