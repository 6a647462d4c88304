import Logs
import Network
import Storage
import TUICore

/// The app's network layer, built once from the environment's configuration: the data
/// service (`mobileService`), the auth service, the session's tokens in the auth keychain,
/// and the request log.
///
/// Mocks are on when the configuration says so and the environment is not a release one
/// (dev), and can be switched in the Network demo; prod never mocks, whatever its
/// configuration says. A refused token refresh clears the tokens and calls `onLogout` once
/// on the main actor. Refreshes and logouts are logged under `Log.network`.
@MainActor
final class AppNetwork {
    let activity: NetworkActivity
    let tokens: AuthTokenStore
    let authService: BaseNetworkService<AuthApi>
    let mobileService: BaseNetworkService<MobileApi>
    /// Calls of the device rather than the user (the push token's registration): no access
    /// token, so a 401 never starts a refresh or ends the session.
    let deviceService: BaseNetworkService<MobileApi>
    /// What the app does when the session ends: the app shows a toast.
    let onLogout: @MainActor () -> Void

    /// How the mock backend answers data calls (the Network demo's server scenario).
    let mockBackend = MockBackend()

    /// How long a mocked call takes.
    static let mockDelay = Duration.milliseconds(600)

    /// Every request goes to the Network demo's list and to `logStore` (the debug panel's Requests).
    init(
        configuration: Configuration, storage: AppStorage, clock: any AppClock, logStore: LogDatabase,
        onLogout: @escaping @MainActor () -> Void
    ) {
        self.onLogout = onLogout
        let mockBackend = mockBackend
        activity = NetworkActivity(clock: clock, answerTime: { mockBackend.takeAnswerTime() })
        let sleeper = ClockSleeper(clock: clock, backend: mockBackend)
        let mocks =
            Self.mocksAllowed(by: configuration)
            ? MockConfiguration(
                files: MockFiles.files, delay: Self.mockDelay, sleep: { await sleeper.sleep(for: $0) },
                rejection: { mockBackend.rejection(for: $0) })
            : nil
        let logger = NetworkLoggerPlugin(
            recorder: NetworkRecorderGroup(recorders: [activity.recorder, LogStoreNetworkRecorder(store: logStore)]))
        let authService = BaseNetworkService<AuthApi>(plugins: [logger], mocks: mocks)
        let tokens = AuthTokenStore(
            storage: storage.authKeychain, key: UniqueStorageKey(value: "authTokens")
        ) { refreshToken in
            do {
                let tokens: AuthTokens = try await authService.request(
                    target: AuthApi.refresh(refreshToken: refreshToken))
                Log.network.info(logEntry: .text("Token refresh succeeded"))
                return tokens
            } catch {
                Log.network.error(logEntry: .detailed("Token refresh failed", ["error": String(describing: error)]))
                throw error
            }
        }
        self.authService = authService
        self.tokens = tokens
        mobileService = BaseNetworkService<MobileApi>(
            plugins: [AccessTokenPlugin(accessTokenProvider: tokens), logger],
            tokenRefreshProvider: tokens,
            mocks: mocks
        )
        deviceService = BaseNetworkService<MobileApi>(plugins: [logger], mocks: mocks)
        mobileService.onTokenRefreshFailed = { [weak self] in
            Log.network.notice(logEntry: .text("Logged out: the token refresh was refused"))
            Task { @MainActor in
                self?.activity.logoutCount += 1
                self?.onLogout()
            }
        }
    }

    /// Whether calls answer from `Mock/*.json`; switching it moves every service.
    var isMockEnabled: Bool {
        get { mobileService.isMockEnabled }
        set {
            mobileService.isMockEnabled = newValue
            authService.isMockEnabled = newValue
            deviceService.isMockEnabled = newValue
        }
    }

    /// Whether `configuration` may mock: it asks for mocks and is not a release (prod) one.
    static func mocksAllowed(by configuration: Configuration) -> Bool {
        configuration.isMockEnabled && !configuration.instance.isRelease
    }

    /// How the mock backend answers data calls from now on.
    var serverScenario: MockServerScenario {
        get { mockBackend.scenario }
        set { mockBackend.scenario = newValue }
    }

    /// Whether this environment has mocks at all (never in prod).
    var canMock: Bool { mobileService.mocks != nil }
}

/// Sleeps on the app's clock from any task, so a mock's delay follows the injected time,
/// and tells the mock backend when the call was answered: the instant its timer was due,
/// however late the task runs on a busy machine.
@MainActor
private final class ClockSleeper {
    let clock: any AppClock
    let backend: MockBackend

    init(clock: any AppClock, backend: MockBackend) {
        self.clock = clock
        self.backend = backend
    }

    func sleep(for duration: Duration) async {
        let due = clock.now + duration
        await clock.sleep(for: duration)
        // A cancelled call is answered when it was cancelled.
        backend.answered(at: min(due, clock.now))
    }
}
