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

    /// Follows until the console is stopped (Ctrl-C). When the app quits it says so on
    /// stderr and waits, no timer, for an instance to start again (inotify on the socket's
    /// folder, `InstanceLogFollower`); then it goes on with that instance's records, of its
    /// new session when `switchesSession` (the default, last session, was asked for).
    func follow(appName: String, environment: [String: String], switchesSession: Bool) throws {
        feed.followsNewSessions = switchesSession
        var announcer = LogConsoleStartNotice(appName: appName, switchesSession: switchesSession)
        let follower: InstanceLogFollower
        var quitAsItWasAsked = false
        do {
            let location = try InstanceSocketLocation.resolve(appName: appName, environment: environment, create: false)
            // The first watch says why when no instance runs; the follower takes it over.
            let watch: Int32?
            do {
                watch = try InstanceSocketClient.watchLogs(at: location)
            } catch .rejected(InstanceReply.unanswered) {
                // It was quitting as it was asked (its socket closed unanswered): it ran a
                // moment ago, so the console waits for it as after any quit.
                watch = nil
                quitAsItWasAsked = true
            }
            follower = InstanceLogFollower(connector: .instance(at: location), watching: watch)
        } catch {
            if case .noInstance = error {
                throw CommandError(
                    "no running \(appName) to follow (\(error.description)); the stored records are above")
            }
            throw CommandError(error.description)
        }
        defer { follower.stop() }
        // Records committed between the first read and the watch are read now.
        write(feed.readNew())
        if quitAsItWasAsked {
            if follower.isFollowing {
                announcer.heardStart(of: feed)
                catchUp(&announcer)
            } else {
                quit(appName: appName)
            }
        }
        while let descriptor = follower.descriptor {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            // However many commits the bytes announce, one read catches up on them all.
            for event in follower.readable() {
                switch event {
                case .committed:
                    catchUp(&announcer)
                case .quit:
                    catchUp(&announcer)
                    quit(appName: appName)
                case .started:
                    announcer.heardStart(of: feed)
                    catchUp(&announcer)
                }
            }
        }
        catchUp(&announcer)
        say("\(appName) quit and its folder cannot be watched; the console stops following")
    }

    /// The app quit (or was quitting as the watch was asked): the console waits for the next.
    private func quit(appName: String) {
        say("\(appName) quit; waiting for it to start again (Ctrl-C stops)")
    }

    /// Reads what was written since, saying first which session it follows when a start was
    /// heard and the feed has its session.
    private func catchUp(_ announcer: inout LogConsoleStartNotice) {
        let records = feed.readNew()
        if let line = announcer.line(after: feed) { say(line) }
        write(records)
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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
