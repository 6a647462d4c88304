import TUIKit

enum AvatarsDemoFactory {
    /// People with avatars from their initials and badges with counts.
    @MainActor
    static func createAvatarsDemoController() -> ScreenController {
        AvatarsDemoController(viewModel: AvatarsDemoViewModel())
    }
}
