import Network

/// How the mock backend behaves for data calls, cycled with `s` in the Network demo, so
/// each typed `NetworkError` can be seen without a server: offline, a timeout, a 503 with
/// the server's message, a body the app cannot decode.
enum MockServerScenario: CaseIterable, Sendable {
    case normal
    case offline
    case timeout
    case unavailable
    case malformed

    /// What a data call answers instead of its mock file; nil serves the file.
    var rejection: MockRejection? {
        switch self {
        case .normal: nil
        case .offline: .failure(.offline(reason: "Connection refused"))
        case .timeout: .failure(.timeout)
        case .unavailable: .status(code: 503, message: Self.maintenanceMessage)
        // A page cut off mid-list, as a dropped connection leaves it.
        case .malformed: .body(#"{"page": 1, "items": [{"id": 1, "title": "Borscht"#)
        }
    }

    /// The name `console --scenario` takes: the case's own.
    var name: String { String(describing: self) }

    /// The scenario called `name`, or nil.
    init?(name: String) {
        guard let scenario = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = scenario
    }

    /// Every name, for `console --scenario`'s help and its refusal.
    static let names = allCases.map(\.name)

    /// The message the 503 carries, as a server's own (shown in the error state).
    static let maintenanceMessage = "Down for maintenance, back in 5 minutes"
}
