import Foundation
import Network
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The rules mocked calls follow, so the session behaves with mocks as it does with the
/// loopback server: data endpoints need a token that has not been marked expired, and a
/// revoked refresh token is refused. Data calls also follow the current `scenario`.
final class MockBackend: Sendable {
    /// Access tokens the Network demo has expired start with this.
    static let expiredPrefix = "expired-"
    /// Refresh tokens the Network demo has revoked start with this.
    static let revokedPrefix = "revoked-"

    private let current = Mutex(MockServerScenario.normal)
    /// When each task's mocked call was answered on the app's clock, until its record takes
    /// it, keyed by the task (a mocked call sleeps, answers and reports in one task).
    private let answers = Mutex<[Int: Duration]>([:])

    /// How data calls are answered from now on; auth calls always work.
    var scenario: MockServerScenario {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Notes that the current task's mocked call was answered at `time`.
    func answered(at time: Duration) {
        guard let task = withUnsafeCurrentTask(body: { $0?.hashValue }) else { return }
        answers.withLock { $0[task] = time }
    }

    /// When the current task's mocked call was answered, once; nil for a call to a server.
    func takeAnswerTime() -> Duration? {
        guard let task = withUnsafeCurrentTask(body: { $0?.hashValue }) else { return nil }
        return answers.withLock { $0.removeValue(forKey: task) }
    }

    func rejection(for request: URLRequest) -> MockRejection? {
        let path = request.url?.path ?? ""
        if path.hasSuffix("auth/login") { return nil }
        if path.hasSuffix("auth/refresh") {
            let body = request.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
            return body.contains("\"\(Self.revokedPrefix)") || !body.contains("refreshToken")
                ? .status(code: 401, message: "Refresh token expired") : nil
        }
        // A server that is down or broken answers before it looks at the token.
        if let rejection = scenario.rejection { return rejection }
        // The device's push token is registered without a session (`AppNetwork.deviceService`).
        if path.hasSuffix("push/tokens") { return nil }
        guard let authorization = request.value(forHTTPHeaderField: "Authorization") else {
            return .status(code: 401, message: "Not logged in")
        }
        return authorization.hasPrefix("Bearer \(Self.expiredPrefix)")
            ? .status(code: 401, message: "Access token expired") : nil
    }
}
