import AppSupport
import Logging
import Observation
import Push

/// The push demo: asks (or asks again) for permission through `PushService`, shows the
/// masked device token, delivers the sample pushes and lists the pushes received.
@MainActor
@Observable
final class PushDemoViewModel {
    enum Action: Equatable {
        case requestAuthorization
        case resetAuthorization
        case deliver(PushSample)
    }

    /// A row of the list: an action's title and, for a sample, its deeplink.
    struct ActionItem: Equatable {
        let title: String
        let value: String?
    }

    var selection = ListSelection(count: PushSample.all.count + 1)
    @ObservationIgnored private let services: AppServices
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private var logger: Logger { services.logger(label: "push") }
    /// Read once: the repository generates the token on first use.
    @ObservationIgnored private lazy var token: String? = {
        do {
            return try services.pushTokens(instance: settings.instance)?.token()
        } catch {
            logger.error("no push token", metadata: ["error": "\(error)"])
            return nil
        }
    }()

    init(services: AppServices, settings: AppSettings) {
        self.services = services
        self.settings = settings
    }

    var status: PushAuthorizationStatus {
        services.push.authorizationStatus
    }

    var statusLine: String {
        let text =
            switch status {
            case .notDetermined: R.string.pushDemo.statusNotDetermined()
            case .authorized: R.string.pushDemo.statusAuthorized()
            case .denied: R.string.pushDemo.statusDenied()
            }
        return R.string.pushDemo.status(text)
    }

    /// The token with all but its last four characters masked.
    var tokenLine: String {
        guard let token else { return R.string.pushDemo.tokenUnavailable() }
        return R.string.pushDemo.token(PushTokenRepository.masked(String(token.suffix(16))))
    }

    var actions: [Action] {
        [status == .notDetermined ? .requestAuthorization : .resetAuthorization]
            + PushSample.all.map { .deliver($0) }
    }

    var actionItems: [ActionItem] {
        actions.map { ActionItem(title: title(of: $0), value: value(of: $0)) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .requestAuthorization: R.string.pushDemo.actionAsk()
        case .resetAuthorization: R.string.pushDemo.actionReset()
        case .deliver(let sample): R.string.pushDemo.sample(sample.fileName)
        }
    }

    /// The sample's deeplink, if any, as the row's value.
    func value(of action: Action) -> String? {
        guard case .deliver(let sample) = action else { return nil }
        return (try? sample.payload)?.deeplink
    }

    var history: [PushRecord] {
        services.push.history
    }

    func run(at index: Int) {
        let actions = actions
        guard actions.indices.contains(index) else { return }
        switch actions[index] {
        case .requestAuthorization:
            requestAuthorization()
        case .resetAuthorization:
            services.push.resetAuthorization()
            requestAuthorization()
        case .deliver(let sample):
            do {
                services.deliverPush(try sample.payload)
            } catch {
                logger.error("a built-in sample push does not parse", metadata: ["error": "\(error)"])
            }
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    private func requestAuthorization() {
        Task { [services] in
            await services.push.requestAuthorization(options: [.alert, .sound, .badge])
        }
    }
}
