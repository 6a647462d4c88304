import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import TUITestSupport
import XCTest

/// The theme picker in the snapshot matrix, and a demo screen in each theme beyond light
/// and dark (the styled frames keep each cell's colors, so a theme's palette is reviewed).
@MainActor
final class ThemePickerSnapshotTests: XCTestCase {
    func testThemePicker() async throws {
        try await SnapshotMatrix.assertScreen(.settings, keys: ["down", "down", "enter"])
    }

    /// The picker after Nord was chosen: the check moves, the app is in Nord.
    func testThemePickerAfterChoosingNord() async throws {
        try await SnapshotMatrix.assertScreen(.settings, keys: ["down", "down", "enter", "end", "up", "enter"])
    }

    /// The Components styles demo in each new theme at 80×24.
    func testStylesDemoInEveryNewTheme() async throws {
        let themes = AppThemes.builtIn.filter { $0.name != "light" && $0.name != "dark" }
        let matrix = ScreenMatrix(sizes: [Size(width: 80, height: 24)], languages: [.en], themes: themes)
        try await matrix.assertFrames { variant in
            let options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            return try await FrameRenderer.render(
                FrameRenderer.Request(route: .component("styles"), size: variant.size, options: options))
        }
    }
}
