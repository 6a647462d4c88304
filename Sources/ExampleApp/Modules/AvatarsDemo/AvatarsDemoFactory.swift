import TUIKit

enum AvatarsDemoFactory {
    /// People with avatars from their initials and badges with counts.
    @MainActor
    static func createAvatarsDemoController() -> ScreenController {
        HostingController(
            rootView: AvatarsDemoView(viewModel: AvatarsDemoViewModel()),
            navigationBarItem: { .title(R.string.components.avatarsTitle()) })
    }
}
