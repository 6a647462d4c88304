import AppSupport
import Observation

/// A code field checked the way a server would: once every cell is filled, a delayed
/// check on the app's clock, the field disabled meanwhile, then the error state or
/// acceptance.
@MainActor
@Observable
final class OTPDemoViewModel {
    enum Phase: Equatable {
        case typing
        case checking
        case accepted
    }

    /// The field's looks the demo cycles through with `s`; the view draws each.
    enum FieldStyle: CaseIterable {
        case boxed
        case underlined
        case secure
    }

    static let codeLength = 6
    static let rightCode = "123456"
    static let checkDuration: Duration = .milliseconds(1500)

    var password = "" {
        didSet {
            if password.count == Self.codeLength, password != oldValue { startCheck() }
        }
    }
    var hasError = false
    private(set) var phase = Phase.typing
    private(set) var fieldStyle = FieldStyle.boxed
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let coordinator: OTPDemoCoordinator
    @ObservationIgnored private var check: Perform?

    init(clock: any AppClock, coordinator: OTPDemoCoordinator) {
        self.clock = clock
        self.coordinator = coordinator
    }

    isolated deinit {
        check?.cancel()
    }

    var isFieldEnabled: Bool { phase == .typing }

    private func startCheck() {
        check?.cancel()
        phase = .checking
        let code = password
        check = Perform { [clock, weak self] in
            await clock.sleep(for: Self.checkDuration)
            try Task.checkCancellation()
            onMain { [weak self] in self?.finishCheck(code: code) }
        }
    }

    private func finishCheck(code: String) {
        if code == Self.rightCode {
            phase = .accepted
            coordinator.showAccepted(message: R.string.otpDemo.acceptedToast(code))
        } else {
            phase = .typing
            hasError = true
        }
    }

    /// Shows the field in its next look; the code typed stays.
    func onNextStyleTapped() {
        let all = FieldStyle.allCases
        fieldStyle = all[((all.firstIndex(of: fieldStyle) ?? 0) + 1) % all.count]
    }

    /// Starts over after an accepted code.
    func onResetTapped() {
        check?.cancel()
        password = ""
        hasError = false
        phase = .typing
    }
}
