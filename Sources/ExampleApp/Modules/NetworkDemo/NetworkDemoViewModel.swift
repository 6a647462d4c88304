import Network
import Observation
import TUIKit

/// Loads items through `ItemsRepository` and lets the user break the session on purpose:
/// expire the access token (one refresh follows, however many requests), revoke the refresh
/// token (the refresh fails and the app logs out), switch mocks off (the real backend, or the
/// offline error state when none is running).
@MainActor
@Observable
final class NetworkDemoViewModel {
    private(set) var items: [ExampleItemViewItem] = []
    private(set) var isLoading = false
    private(set) var error: NetworkError?
    private(set) var isLoggedIn: Bool
    private(set) var isMockEnabled: Bool
    let listState = ListState(count: 0)
    let activity: NetworkActivity
    @ObservationIgnored private let network: AppNetwork
    @ObservationIgnored private let repository: ItemsRepository
    @ObservationIgnored private let authRepository: AuthRepository
    @ObservationIgnored private let coordinator: NetworkDemoCoordinator
    @ObservationIgnored private var loading: Perform?

    init(
        network: AppNetwork, repository: ItemsRepository, authRepository: AuthRepository,
        coordinator: NetworkDemoCoordinator
    ) {
        self.network = network
        self.repository = repository
        self.authRepository = authRepository
        self.coordinator = coordinator
        activity = network.activity
        isLoggedIn = authRepository.isLoggedIn
        isMockEnabled = network.isMockEnabled
    }

    isolated deinit {
        loading?.cancel()
    }

    var isError: Bool { error != nil }
    var rows: [ListView.Row] { items.map(\.row) }

    var statusLine: String {
        let mock =
            if !network.canMock {
                R.string.networkDemo.mockUnavailable(Environments.instance.rawValue)
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
                network.canMock
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

    func onExpireTokenTapped() {
        breakSession(toast: R.string.networkDemo.tokenExpiredToast()) { try $0.expireAccessToken() }
    }

    func onFailRefreshTapped() {
        breakSession(toast: R.string.networkDemo.refreshBrokenToast()) { try $0.revokeRefreshToken() }
    }

    func onLoginToggled() {
        if isLoggedIn {
            authRepository.logout()
            isLoggedIn = false
            items = []
            listState.count = 0
            error = .sessionExpired
        } else {
            load(loggingIn: true)
        }
    }

    private func breakSession(toast: String, _ change: (AuthRepository) throws -> Void) {
        guard isLoggedIn else {
            coordinator.showToast(R.string.networkDemo.notLoggedInToast(), style: .warning)
            return
        }
        do {
            try change(authRepository)
            coordinator.showToast(toast, style: .information)
        } catch {
            coordinator.showToast(R.string.cacheDemo.failed(String(describing: error)), style: .failure)
        }
    }

    private func load(loggingIn: Bool) {
        loading?.cancel()
        isLoading = true
        error = nil
        loading = Perform { [repository, authRepository, network, weak self] in
            do {
                if loggingIn, !authRepository.isLoggedIn { try await authRepository.login() }
                let items = try await repository.loadItems()
                let refreshCount = await network.mobileService.refreshCount
                self?.show(items.map(ExampleItemViewItem.init), refreshCount: refreshCount)
            } catch {
                let refreshCount = await network.mobileService.refreshCount
                self?.fail(error as? NetworkError ?? .transport(reason: String(describing: error)), refreshCount)
            }
        }
    }

    private func show(_ items: [ExampleItemViewItem], refreshCount: Int) {
        self.items = items
        listState.count = items.count
        isLoading = false
        activity.refreshCount = refreshCount
        isLoggedIn = authRepository.isLoggedIn
    }

    private func fail(_ error: NetworkError, _ refreshCount: Int) {
        guard error != .cancelled else { return }
        self.error = error
        isLoading = false
        activity.refreshCount = refreshCount
        isLoggedIn = authRepository.isLoggedIn
    }
}
