import Analytics
import Logs
import Push
import TUIKit

/// Connects the platform services to the window once they are made: a rejected deeplink
/// shows an error toast, the push permission alert shows over whichever screen asked, an
/// authorized push shows a banner whose tap opens it.
@MainActor
enum PlatformServicesSetup {
    static func connect(_ dependencies: AppDependencies, to window: Window) {
        dependencies.whenServicesMade { [weak window] services in
            guard let window else { return }
            connect(services, to: window)
        }
    }

    /// The services' part, once they are made.
    private static func connect(_ services: AppServices, to window: Window) {
        services.deepLinks.onDeeplinkFailed = { [weak window] url, _ in
            window?.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(style: .failure, message: R.string.app.deeplinkRejected(url)),
                    toastType: .global, direction: .top, duration: .five))
        }
        let prompt = services.pushPrompt
        window.alertPresenter.alert(
            title: { R.string.app.pushAlertTitle(R.string.common.appName()) },
            isPresented: Binding(prompt, \.isPresented),
            actions: {
                AlertButton(R.string.app.pushAlertDeny(), role: .cancel) { [weak prompt] in
                    prompt?.answer(allowed: false)
                }
                AlertButton(R.string.app.pushAlertAllow()) { [weak prompt] in prompt?.answer(allowed: true) }
            },
            message: { R.string.app.pushAlertMessage() })
        services.push.onPresent = { [weak window, weak services] payload in
            window?.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(
                        style: .information, message: bannerText(of: payload), leftIcon: R.image.platform.push,
                        rightIcon: payload.deeplink == nil ? nil : R.image.ic16.chevronRight),
                    toastType: .global, direction: .top, duration: .five,
                    onTap: { services?.push.open(payload) }))
        }
    }

    /// Title, subtitle and body on one line, as a banner shows them.
    static func bannerText(of payload: PushPayloadModel) -> String {
        let heading = [payload.title, payload.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(
            separator: " · ")
        if heading.isEmpty { return payload.body }
        return payload.body.isEmpty ? heading : heading + ": " + payload.body
    }
}
