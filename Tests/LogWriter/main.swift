import CSQLiteSettings
import Foundation
import GRDB
import Logs

// A child process for LogsTests.
//   log-writer burst DIR   writes messages from eight tasks, and after each flush prints
//                          "committed N" (N records are in the file); runs until killed.
//   log-writer lock DIR    takes SQLite's exclusive lock on DIR/logs.sqlite, prints "locked"
//                          and holds it until killed.
//   log-writer settings DIR  opens a store in DIR as the app does, writes to it, and prints
//                          whether SQLite keeps memory statistics in this process.
/// A line on standard output, unbuffered: the test reads it while this process runs.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: log-writer burst|lock|settings DIR\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[2])

switch arguments[1] {
case "burst":
    let store = LogDatabase(directory: directory)
    if let problem = store.problem {
        say("problem \(problem)")
        exit(1)
    }
    var committed = 0
    while true {
        let round = committed
        DispatchQueue.concurrentPerform(iterations: 8) { task in
            for index in 0..<250 {
                store.record(
                    message: LogMessage(
                        date: Date(), level: .info, label: "writer.\(task)",
                        text: "burst message \(round + task * 250 + index) с текстом"))
            }
        }
        store.flush()
        committed += 2_000
        say("committed \(committed)")
    }
case "lock":
    var configuration = Configuration()
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
    let queue = try DatabaseQueue(
        path: directory.appendingPathComponent("logs.sqlite").path, configuration: configuration)
    // Held inside the access: GRDB does not let a transaction outlive it.
    try queue.writeWithoutTransaction { db in
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS held (x); BEGIN EXCLUSIVE; INSERT INTO held VALUES (1)")
        say("locked")
        while true { sleep(60) }
    }
case "settings":
    let store = LogDatabase(directory: directory)
    store.record(message: LogMessage(date: Date(), level: .info, label: "App", text: "one message"))
    store.flush()
    say("stored \(store.count(.messages, LogQuery()))")
    say("memory statistics " + (csqlite_memory_statistics_on() == 0 ? "off" : "on"))
default:
    exit(2)
}
