import ExampleApp
import Foundation
import Logs
import Storage

/// A log store seeded with every level and every kind of request, at fixed times, in the
/// directories the app under test opens; its clock is fixed so nothing ages out.
enum LogsFixture {
    static let now = Date(timeIntervalSince1970: 1_763_800_000)

    static var configuration: LogDatabase.Configuration {
        var configuration = LogDatabase.Configuration(version: "1.0.0", environment: "dev", now: { now })
        // The app's own records are in the frame after them, as the renderer's are.
        configuration.writesBeforeReturning = true
        return configuration
    }

    /// Seeds the store in `options.directories` and hands it to the app, so the seeded records
    /// are the launch's own session (the one the panel shows), written before it opens.
    static func seed(_ options: inout LaunchOptions) throws {
        options.logStoreConfiguration = configuration
        let store = try LogDatabase(
            directory: ExampleApplication.logsDirectory(in: options.directories), configuration: configuration)
        for record in records { add(record, to: store) }
        store.flush()
        options.logStore = store
    }

    /// `seed`, after an earlier launch a day before (version 0.9.0, prod) that logged two
    /// messages and a request: the sessions list has two launches.
    static func seedAfterAnEarlierLaunch(_ options: inout LaunchOptions) throws {
        let earlier = LogDatabase(
            directory: try ExampleApplication.logsDirectory(in: options.directories),
            configuration: LogDatabase.Configuration(version: "0.9.0", environment: "prod", now: { at(86_400) }))
        earlier.record(
            message: LogMessage(date: at(86_400), level: .info, label: "App", text: "Launched the day before"))
        earlier.record(
            message: LogMessage(date: at(86_300), level: .error, label: "Network", text: "Yesterday's timeout"))
        earlier.record(
            task: NetworkTaskRecord(
                date: at(86_200), method: "GET", url: "https://api.example.com/v1/yesterday", statusCode: 200))
        earlier.flush()
        try seed(&options)
    }

    /// A store in `folder` on a "disk" that filled up (`maxPageCount`): the first fillers are
    /// in, and writes fail from then on, as SQLite fails them on a full disk.
    static func fullStore(in folder: URL) throws -> LogDatabase {
        var configuration = configuration
        configuration.maxPageCount = 48
        let store = LogDatabase(directory: folder, configuration: configuration)
        guard store.problem == nil else { throw CocoaError(.fileWriteUnknown) }
        var index = 0
        // Until a batch fails, then more until one more page cannot be had for any of them.
        var failures = 0
        while failures < 20, index < 100_000 {
            store.record(
                message: LogMessage(
                    date: at(10), level: .info, label: "App",
                    text: "filler \(index) " + String(repeating: "x", count: 300)))
            index += 1
            store.flush()
            if store.writeError != nil { failures += 1 }
        }
        return store
    }

    static func add(_ record: LogRecord, to store: LogDatabase) {
        switch record {
        case .message(let message): store.record(message: message)
        case .task(let task): store.record(task: task)
        }
    }

    static func at(_ seconds: TimeInterval) -> Date { now.addingTimeInterval(-seconds) }

    static let records: [LogRecord] = [
        .message(
            LogMessage(
                date: at(300), level: .debug, label: "App", subsystem: "example-tui", text: "Launch screen shown",
                file: "ExampleApp/LaunchViewModel.swift", function: "start()", line: 21)),
        .task(
            NetworkTaskRecord(
                date: at(280), method: "GET", url: "https://api.example.com/v1/items?page=1", statusCode: 200,
                duration: 0.182, requestHeaders: ["Accept": "application/json", "Authorization": "Bearer abc.def"],
                responseHeaders: ["Content-Type": "application/json"],
                responseBody: #"{"items":[{"id":1,"title":"Coffee"},{"id":2,"title":"Tea"}],"total":2}"#)),
        .message(
            LogMessage(
                date: at(240), level: .info, label: "Navigation", subsystem: "example-tui", text: "Opened demo",
                metadata: [LogStoreHandler.parametersKey: "{\n  \"id\" : \"toasts\",\n  \"depth\" : 1\n}"],
                file: "ExampleApp/ExamplesCoordinator.swift", function: "showDemo(_:)", line: 14)),
        .message(
            LogMessage(
                date: at(200), level: .notice, label: "Storage", subsystem: "example-tui",
                text: "evicted 2048 bytes: images/a1", file: "ExampleApp/StorageLogger+Logs.swift",
                function: "logs(_:)", line: 17)),
        .task(
            NetworkTaskRecord(
                date: at(150), method: "POST", url: "https://api.example.com/v1/auth/refresh", statusCode: 401,
                duration: 0.094, requestHeaders: ["Content-Type": "application/json"],
                requestBody: #"{"refresh_token":"r-123"}"#, responseHeaders: ["Content-Type": "application/json"],
                responseBody: #"{"error":"invalid_grant"}"#)),
        .message(
            LogMessage(
                date: at(120), level: .error, label: "Network", subsystem: "example-tui",
                text: "Refresh failed: 401 Unauthorized", metadata: ["attempt": "2", "refresh_token": "r-123"],
                file: "Network/AuthInterceptor.swift", function: "refresh()", line: 88)),
        .task(
            NetworkTaskRecord(
                date: at(90), method: "GET", url: "https://api.example.com/v1/profile", statusCode: 503,
                duration: 1.25, responseBody: "Service Unavailable")),
        .message(
            LogMessage(
                date: at(60), level: .fault, label: "Storage", subsystem: "example-tui",
                text: "encrypted entry failed authentication: secrets/session",
                file: "Storage/KeychainStorageService.swift",
                function: "read(_:)", line: 140)),
        .task(
            NetworkTaskRecord(
                date: at(30), method: "GET", url: "https://api.example.com/v1/feed", duration: 30,
                error: "The request timed out.")),
    ]
}

extension LogDatabase {
    /// Every record of every session once what was handed in is written, oldest first.
    func allRecords() -> [LogRecord] {
        flush()
        return records(LogQuery())
    }
}
