import Logs
import Network

/// Puts each request the logger plugin reports into the log store, where the debug panel's
/// Requests list, HAR export and search read it. The plugin has masked secrets already; the
/// store redacts again by its own rules.
struct LogStoreNetworkRecorder: NetworkRequestRecorder {
    let store: LogDatabase

    func record(_ record: NetworkRequestRecord) {
        store.record(task: NetworkTaskRecord(record))
    }
}

/// Hands each record to every recorder, in order.
struct NetworkRecorderGroup: NetworkRequestRecorder {
    let recorders: [any NetworkRequestRecorder]

    func record(_ record: NetworkRequestRecord) {
        for recorder in recorders { recorder.record(record) }
    }
}

extension NetworkTaskRecord {
    /// The plugin's record as the store keeps it (a mocked answer says so in its `X-Mock`
    /// header, which names the mock file).
    init(_ record: NetworkRequestRecord) {
        let (seconds, attoseconds) = record.duration.components
        self.init(
            id: record.id, date: record.startedAt, method: record.method, url: record.url,
            statusCode: record.statusCode, duration: Double(seconds) + Double(attoseconds) / 1e18,
            requestHeaders: record.requestHeaders, requestBody: record.requestBody,
            requestBodySize: record.requestSize, responseHeaders: record.responseHeaders,
            responseBody: record.responseBody, responseBodySize: record.responseSize, error: record.error)
    }
}
