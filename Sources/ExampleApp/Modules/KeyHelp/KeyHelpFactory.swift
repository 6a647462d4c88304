import TUIKit

enum KeyHelpFactory {
    /// The help screen: every binding in force where it was asked for (`chain`, most
    /// specific first; nil for the help screen's own, as the demo shows it), grouped by the
    /// view that declares it, with the keymap file's path and its problems above.
    @MainActor
    static func createKeyHelpController(chain: [KeyBinding]?, settings: AppSettings) -> ScreenController {
        let viewModel = KeyHelpViewModel(settings: settings)
        let controller = KeyHelpController(
            rootView: KeyHelpScreenView(viewModel: viewModel, chain: chain),
            navigationBarItem: { .title(R.string.common.keysTitle()) })
        return controller
    }

    /// Whether `controller` shows the help (so `?` does not stack a second one).
    @MainActor
    static func isKeyHelp(_ controller: ScreenController) -> Bool {
        controller is KeyHelpController
            || (controller as? NavigationController)?.viewControllers.first is KeyHelpController
    }
}

/// The help screen's host: a type of its own, so a second `?` finds the first.
final class KeyHelpController: HostingController<KeyHelpScreenView> {}
