import AppSupport
import Logging
import Observation
import Push

/// The push demo: asks (or asks again) for permission through `PushService`, shows the
/// masked device token, delivers the sample pushes and lists the pushes received; switches
/// desktop notifications while unfocused (and raises one now), and connects to the push
/// server (token registration, then the channel), showing both states.
@MainActor
@Observable
final class PushDemoViewModel {
    enum Action: Equatable {
        case requestAuthorization
        case resetAuthorization
        case deliver(PushSample)
        case toggleDesktop
        case raiseDesktop
        case connectServer
        case disconnectServer
    }

    /// A row of the list: an action's title and, for a sample, its deeplink.
    struct ActionItem: Equatable {
        let title: String
        let value: String?
    }

    var selection = ListSelection(count: PushSample.all.count + 4)
    @ObservationIgnored let services: AppServices
    @ObservationIgnored private let settings: AppSettings
    @ObservationIgnored private let server: PushServerLink
    /// The app's URL scheme, for the link of the notification the demo raises.
    @ObservationIgnored private let urlScheme: String
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

    init(services: AppServices, settings: AppSettings, server: PushServerLink, urlScheme: String) {
        self.services = services
        self.settings = settings
        self.server = server
        self.urlScheme = urlScheme
    }

    /// Where pushes go while the window is not focused, and what the last one came to.
    var desktopLine: String {
        let alerts = services.desktopAlerts
        let style =
            switch alerts.style {
            case .dbus: R.string.pushDemo.desktopDbus()
            case .osc777: R.string.pushDemo.desktopOsc777()
            case .osc9: R.string.pushDemo.desktopOsc9()
            case .off: R.string.pushDemo.desktopOff()
            }
        let text =
            switch alerts.lastOutcome {
            case nil: style
            case .shown(let id): R.string.pushDemo.desktopShown(style, String(id))
            case .sentToTerminal: R.string.pushDemo.desktopSent(style)
            case .failed(let reason): R.string.pushDemo.desktopFailed(style, reason)
            }
        return R.string.pushDemo.desktop(text)
    }

    /// The push server: the channel's state, or the registration's when it failed.
    var serverLine: String {
        guard let channel = server.channel else { return R.string.pushDemo.server(R.string.pushDemo.serverNone()) }
        let text: String
        switch (server.registration, channel.state) {
        case (.registering, _): text = R.string.pushDemo.serverRegistering()
        case (.failed(let reason), .stopped): text = R.string.pushDemo.serverFailed(reason)
        case (_, .stopped): text = R.string.pushDemo.serverStopped()
        case (_, .connecting): text = R.string.pushDemo.serverConnecting()
        case (_, .connected):
            text = R.string.pushDemo.serverConnected(channel.lastEventId.isEmpty ? "–" : channel.lastEventId)
        case (_, .reconnecting(let delay, let reason)):
            text = R.string.pushDemo.serverReconnecting(Self.seconds(delay), reason)
        }
        guard case .registered(let suffix) = server.registration else { return R.string.pushDemo.server(text) }
        return R.string.pushDemo.server(text + " · " + R.string.pushDemo.serverRegistered(suffix))
    }

    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
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
            + [.toggleDesktop, .raiseDesktop, server.isConnected ? .disconnectServer : .connectServer]
    }

    var actionItems: [ActionItem] {
        actions.map { ActionItem(title: title(of: $0), value: value(of: $0)) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .requestAuthorization: R.string.pushDemo.actionAsk()
        case .resetAuthorization: R.string.pushDemo.actionReset()
        case .deliver(let sample): R.string.pushDemo.sample(sample.fileName)
        case .toggleDesktop: R.string.pushDemo.actionDesktopToggle()
        case .raiseDesktop: R.string.pushDemo.actionDesktopNow()
        case .connectServer: R.string.pushDemo.actionConnect()
        case .disconnectServer: R.string.pushDemo.actionDisconnect()
        }
    }

    /// The sample's deeplink, the switch's state or the channel's host, as the row's value.
    func value(of action: Action) -> String? {
        switch action {
        case .deliver(let sample): (try? sample.payload)?.deeplink
        case .toggleDesktop:
            services.desktopAlerts.notifiesWhenUnfocused ? R.string.pushDemo.on() : R.string.pushDemo.off()
        case .connectServer, .disconnectServer: server.channel.map { "\($0.url.host ?? ""):\($0.url.port ?? 80)" }
        case .requestAuthorization, .resetAuthorization, .raiseDesktop: nil
        }
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
        case .toggleDesktop:
            services.desktopAlerts.notifiesWhenUnfocused.toggle()
        case .raiseDesktop:
            services.desktopAlerts.raise(
                PushPayloadModel(
                    title: R.string.pushDemo.title(), body: R.string.pushDemo.actionDesktopNow(),
                    deeplink: "\(urlScheme)://examples/push"))
        case .connectServer:
            server.connect()
        case .disconnectServer:
            server.disconnect()
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
