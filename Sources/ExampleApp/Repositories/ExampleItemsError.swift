/// Why `ExampleItemsRepository` could not load.
enum ExampleItemsError: Error, Equatable {
    case serverUnavailable

    /// A short reason, to follow "Attempt 2 failed:".
    var reason: String {
        switch self {
        case .serverUnavailable: return R.string.statesDemo.serverUnavailable()
        }
    }

    /// What the error view says.
    var message: String {
        switch self {
        case .serverUnavailable: return R.string.statesDemo.serverUnavailableMessage()
        }
    }
}
