import AppSupport
import Network
import Observation

/// Loads two pages of items through `ItemsRepository` and the profile through
/// `ProfileRepository` (its disk cache) at once, and lets the user break things on purpose:
/// expire the access token (the three requests that follow share one refresh), revoke the
/// refresh token (the refresh fails and the app logs out), pick how the mock server answers
/// (offline, timeout, 503, a broken body: each its own error state), switch mocks off (the
/// real backend, or the offline error state when none is running).
@MainActor
@Observable
final class NetworkDemoViewModel {
    private(set) var items: [ExampleItemViewItem] = []
    private(set) var profile: ProfileViewItem?
    /// Whether the profile shown came from the cache (no request) rather than the server.
    private(set) var isProfileCached = false
    private(set) var isProfileLoading = false
    private(set) var serverScenario: MockServerScenario
    private(set) var isLoading = false
    private(set) var error: NetworkError?
    private(set) var isLoggedIn: Bool
    private(set) var isMockEnabled: Bool
    var selection = ListSelection(count: 0)
    let activity: NetworkActivity
    @ObservationIgnored private let network: AppNetwork
    @ObservationIgnored private let repository: ItemsRepository
    @ObservationIgnored private let profileRepository: ProfileRepository
    @ObservationIgnored private let authRepository: AuthRepository
    @ObservationIgnored private let coordinator: NetworkDemoCoordinator
    @ObservationIgnored private var loading: Perform?
    @ObservationIgnored private var profileLoading: Perform?

    init(
        network: AppNetwork, repository: ItemsRepository, profileRepository: ProfileRepository,
        authRepository: AuthRepository, coordinator: NetworkDemoCoordinator
    ) {
        self.network = network
        self.repository = repository
        self.profileRepository = profileRepository
        self.authRepository = authRepository
        self.coordinator = coordinator
        activity = network.activity
        isLoggedIn = authRepository.isLoggedIn
        isMockEnabled = network.isMockEnabled
        serverScenario = network.serverScenario
    }

    isolated deinit {
        loading?.cancel()
        profileLoading?.cancel()
    }

    var isError: Bool { error != nil }
    /// Whether the items show (neither their skeleton nor an error), so the list takes keys.
    var isLoaded: Bool { !isLoading && !isError }

    var statusLine: String {
        let mock =
            if !network.canMock {
                R.string.networkDemo.mockUnavailable(Environments.instance.rawValue)
            } else if isMockEnabled, serverScenario != .normal {
                R.string.networkDemo.mockOnScenario(serverScenario.title)
            } else if isMockEnabled {
                R.string.networkDemo.mockOn()
            } else {
                R.string.networkDemo.mockOff(Environments.mobileApiUrl)
            }
        let session = isLoggedIn ? R.string.networkDemo.loggedIn() : R.string.networkDemo.loggedOut()
        return [
            mock, session, R.string.networkDemo.refreshes(activity.refreshCount),
            R.string.networkDemo.logouts(activity.logoutCount),
        ]
        .joined(separator: " · ")
    }

    /// The error view's title and message for the last failure.
    var errorContent: (title: String, message: String)? {
        guard let error else { return nil }
        switch error {
        case .timeout:
            return (R.string.networkDemo.errorTimeoutTitle(), R.string.networkDemo.errorTimeout())
        case .offline:
            // Only an environment with mocks (not prod) can offer them as the way out.
            let message =
                isMockEnabled
                ? R.string.networkDemo.errorOfflineScenario()
                : network.canMock
                    ? R.string.networkDemo.errorOffline(Environments.mobileApiUrl)
                    : R.string.networkDemo.errorOfflineNoMocks(Environments.mobileApiUrl)
            return (R.string.networkDemo.errorOfflineTitle(), message)
        case .status(let code, let message):
            return (R.string.networkDemo.errorStatusTitle(), R.string.networkDemo.errorStatus(code, message ?? "–"))
        case .undecodable(let reason):
            return (R.string.networkDemo.errorUndecodableTitle(), R.string.networkDemo.errorUndecodable(reason))
        case .sessionExpired:
            return (R.string.networkDemo.errorSessionTitle(), R.string.networkDemo.errorSession())
        default:
            return (R.string.networkDemo.errorOtherTitle(), error.description)
        }
    }

    func onViewDidLoad() {
        load(loggingIn: true)
    }

    func onReloadButtonTapped() {
        load(loggingIn: false)
    }

    func onRetryButtonTapped() {
        load(loggingIn: false)
    }

    func onMockToggled() {
        guard network.canMock else { return }
        network.isMockEnabled.toggle()
        isMockEnabled = network.isMockEnabled
        load(loggingIn: false)
    }

    /// Expires the token and reloads at once: both pages and the profile from the server, so
    /// three requests get a 401 together and share one refresh.
    func onExpireTokenTapped() {
        let isExpired = breakSession(toast: R.string.networkDemo.tokenExpiredToast()) { try $0.expireAccessToken() }
        if isExpired { load(loggingIn: false, isProfileForced: true) }
    }

    /// Cycles how the mock server answers data calls, and reloads to show it.
    func onServerScenarioTapped() {
        guard isMockEnabled else {
            coordinator.showWarning(R.string.networkDemo.scenarioNeedsMocksToast())
            return
        }
        network.serverScenario = serverScenario.cycled()
        serverScenario = network.serverScenario
        load(loggingIn: false)
    }

    /// Fetches the profile from the server, past its cache.
    func onProfileRefreshTapped() {
        guard isLoggedIn else {
            coordinator.showWarning(R.string.networkDemo.notLoggedInToast())
            return
        }
        profileLoading?.cancel()
        isProfileLoading = true
        profileLoading = Perform { [profileRepository, weak self] in
            do {
                let loaded = try await profileRepository.loadProfile(isForceRefresh: true)
                self?.showProfile(loaded.model, isCached: loaded.isCached)
            } catch {
                self?.failProfile(error as? NetworkError ?? .transport(reason: String(describing: error)))
            }
        }
    }

    func onFailRefreshTapped() {
        breakSession(toast: R.string.networkDemo.refreshBrokenToast()) { try $0.revokeRefreshToken() }
    }

    func onLoginToggled() {
        if isLoggedIn {
            authRepository.logout()
            isLoggedIn = false
            items = []
            selection.count = 0
            profile = nil
            error = .sessionExpired
        } else {
            coordinator.showLogin { [weak self] in self?.onLoginFormFilled() }
        }
    }

    /// The login form was filled and closed: logs in and loads the list.
    func onLoginFormFilled() {
        load(loggingIn: true)
    }

    /// Whether the session was changed.
    @discardableResult
    private func breakSession(toast: String, _ change: (AuthRepository) throws -> Void) -> Bool {
        guard isLoggedIn else {
            coordinator.showWarning(R.string.networkDemo.notLoggedInToast())
            return false
        }
        do {
            try change(authRepository)
            coordinator.showInformation(toast)
            return true
        } catch {
            coordinator.showFailure(R.string.cacheDemo.failed(String(describing: error)))
            return false
        }
    }

    private func load(loggingIn: Bool, isProfileForced: Bool = false) {
        loading?.cancel()
        profileLoading?.cancel()
        isLoading = true
        isProfileLoading = false
        error = nil
        loading = Perform { [repository, profileRepository, authRepository, network, weak self] in
            do {
                if loggingIn, !authRepository.isLoggedIn { try await authRepository.login() }
                // All at once, as a screen would: with an expired token each gets a 401 and
                // they share one refresh. Each runs to its end, so one failing does not cut the
                // others short and every request shows in the list with its own outcome.
                async let firstPage = Self.outcome { try await repository.loadItems(page: 1) }
                async let secondPage = Self.outcome { try await repository.loadItems(page: 2) }
                async let profile = Self.outcome {
                    try await profileRepository.loadProfile(isForceRefresh: isProfileForced)
                }
                let (first, second, loadedProfile) = await (firstPage, secondPage, profile)
                let items = try first.get() + second.get()
                let loaded = try loadedProfile.get()
                let refreshCount = await network.mobileService.refreshCount
                self?.showProfile(loaded.model, isCached: loaded.isCached)
                self?.show(items.map(ExampleItemViewItem.init), refreshCount: refreshCount)
            } catch {
                let refreshCount = await network.mobileService.refreshCount
                self?.fail(error as? NetworkError ?? .transport(reason: String(describing: error)), refreshCount)
            }
        }
    }

    private func showProfile(_ model: ProfileModel, isCached: Bool) {
        profile = ProfileViewItem(model: model)
        isProfileCached = isCached
        isProfileLoading = false
    }

    private func failProfile(_ error: NetworkError) {
        isProfileLoading = false
        guard error != .cancelled else { return }
        coordinator.showFailure(R.string.networkDemo.profileFailedToast(error.description))
    }

    private func show(_ items: [ExampleItemViewItem], refreshCount: Int) {
        self.items = items
        selection.count = items.count
        isLoading = false
        activity.refreshCount = refreshCount
        isLoggedIn = authRepository.isLoggedIn
    }

    private func fail(_ error: NetworkError, _ refreshCount: Int) {
        guard error != .cancelled else { return }
        self.error = error
        profile = nil
        isLoading = false
        activity.refreshCount = refreshCount
        isLoggedIn = authRepository.isLoggedIn
    }

    private nonisolated static func outcome<T: Sendable>(
        _ operation: @Sendable () async throws -> T
    ) async -> Result<T, any Error> {
        do {
            return .success(try await operation())
        } catch {
            return .failure(error)
        }
    }
}
