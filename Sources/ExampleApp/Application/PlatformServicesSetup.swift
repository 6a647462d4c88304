import TUIKit

/// Connects the push permission alert to the window once the services are made: it shows
/// over whichever screen asked for push authorization.
@MainActor
enum PlatformServicesSetup {
    static func connect(_ dependencies: AppDependencies, to window: Window) {
        dependencies.whenServicesMade { [weak window] services in
            guard let window else { return }
            connect(services.pushPrompt, to: window)
        }
    }

    private static func connect(_ prompt: PushPermissionPrompt, to window: Window) {
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
    }
}
