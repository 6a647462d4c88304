/// A service that performs a family of targets (the template's `NetworkService`).
public protocol NetworkService: Sendable {
    associatedtype Target: MobileApiTargetType

    /// Called once when refreshing the tokens is refused; the app then logs out.
    var onTokenRefreshFailed: (@Sendable () -> Void)? { get set }

    /// Performs `target` and decodes its JSON body as `T`.
    func request<T: Decodable>(target: Target) async throws(NetworkError) -> T
    /// Performs `target`, ignoring its body.
    func request(target: Target) async throws(NetworkError)
}
