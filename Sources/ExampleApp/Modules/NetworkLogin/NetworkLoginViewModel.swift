import Observation

/// The Network demo's login: a user name and a password; Enter moves to the password, then
/// logs in once both are filled. The mock backend takes any password: the form shows the
/// secure field, not an account check.
@MainActor
@Observable
final class NetworkLoginViewModel {
    /// What takes keys, in Tab order.
    enum Focus: CaseIterable {
        case user
        case password
    }

    let user: any FormField
    let password: any FormField
    private(set) var focus: Focus = .user
    @ObservationIgnored private let coordinator: NetworkLoginCoordinator

    init(user: any FormField, password: any FormField, coordinator: NetworkLoginCoordinator) {
        self.user = user
        self.password = password
        self.coordinator = coordinator
        if !user.text.isEmpty { focus = .password }
    }

    func onFocusTapped(_ focus: Focus) {
        self.focus = focus
    }

    func onNextTapped() {
        focus = focus == .user ? .password : .user
    }

    /// Enter: the next field from the user name, logging in from the password.
    func onEnterTapped() {
        guard focus == .password else { return onNextTapped() }
        guard user.isValid, password.isValid else {
            user.isTouched = true
            password.isTouched = true
            return
        }
        coordinator.finishLogin()
    }
}
