import TUICore

/// Alerts that belong to the window rather than to one screen, such as a permission
/// request a service makes from wherever the user is: each shows over the screen in front
/// while its `isPresented` is true, as an alert on a SwiftUI app's root view does. Keys,
/// clicks and focus work as in `.alert(_:isPresented:actions:message:)`.
///
/// ```swift
/// window.alertPresenter.alert(
///     title: { "Allow notifications?" }, isPresented: Binding(prompt, \.isPresented),
///     actions: { AlertButton("Allow") { prompt.answer(allowed: true) } },
///     message: { "Pushes show as banners." })
/// ```
@MainActor
public final class WindowAlertPresenter: WindowOverlayProvider {
    private struct Registration {
        let title: @MainActor () -> String
        let isPresented: Binding<Bool>
        let actions: @MainActor () -> [AlertButton]
        let message: @MainActor () -> String
        let state = AlertState()
    }

    private var registrations: [Registration] = []
    private let okTitle: @MainActor () -> String
    private let onChange: @MainActor () -> Void
    /// Only the latest observation re-arms, so adding an alert leaves one chain of them.
    private var watchGeneration = 0

    /// `okTitle` names the button of an alert declared without any; `onChange` redraws
    /// the window when a flag changes.
    init(okTitle: @escaping @MainActor () -> String, onChange: @escaping @MainActor () -> Void) {
        self.okTitle = okTitle
        self.onChange = onChange
    }

    /// Adds an alert shown while `isPresented` is true. Pressing a button sets it to false
    /// before the button's action runs; without buttons the alert gets an OK one. The title
    /// and message are read in every frame, so a language change shows at once.
    public func alert(
        title: @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        @AlertActionsBuilder actions: @escaping @MainActor () -> [AlertButton],
        message: @escaping @MainActor () -> String
    ) {
        registrations.append(Registration(title: title, isPresented: isPresented, actions: actions, message: message))
        watch()
    }

    public func overlays(at now: Duration) -> [any Overlay] {
        registrations.compactMap { registration in
            guard registration.isPresented.wrappedValue else {
                // Closed from outside (the flag set false): it opens afresh next time.
                registration.state.reset()
                return nil
            }
            let declared = registration.actions()
            return AlertOverlay(
                title: registration.title(), message: registration.message(),
                buttons: declared.isEmpty ? [AlertButton(okTitle())] : declared,
                isPresented: registration.isPresented, state: registration.state)
        }
    }

    /// The window draws its providers' overlays outside any screen's tracking, so the flags
    /// are watched here: one observation at a time, armed again after each change.
    private func watch() {
        watchGeneration += 1
        let generation = watchGeneration
        trackReads {
            for registration in registrations { _ = registration.isPresented.wrappedValue }
        } onChange: { [weak self] in
            guard let self, generation == self.watchGeneration else { return }
            self.onChange()
            self.watch()
        }
    }
}

extension Window {
    /// The window's alerts that belong to no screen, created on first use.
    public var alertPresenter: WindowAlertPresenter {
        overlayProvider(WindowAlertPresenter.self) {
            WindowAlertPresenter(
                okTitle: { [weak self] in self?.toolkitStrings().ok ?? "OK" },
                onChange: { [weak self] in self?.setNeedsDisplay() })
        }
    }
}
