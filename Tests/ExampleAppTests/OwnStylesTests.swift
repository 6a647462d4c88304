import ExampleApp
import TUIKit
import TUITestSupport
import XCTest

/// The Styles demo's own styles (ShowcaseStyles): its frame passes the audit, and the
/// showcase's styles reach a window through its configuration.
@MainActor
final class OwnStylesTests: XCTestCase {
    // docs: testing.md
    func testTheStylesDemoIsAccessible() async throws {
        let options = LaunchOptions(language: .en, theme: .dark, directories: .temporaryForTest())
        let frame = try await FrameRenderer.render(FrameRenderer.Request(route: .component("styles"), options: options))
        assertAccessible(frame, palette: AccessibilityPalette(theme: .dark, colors: .app), checks: [.focus, .contrast])
    }
    // docs: end

    /// Each sample of the app's own styles shows, as the style's value draws it.
    func testTheStylesDemoShowsTheAppsOwnStyles() async throws {
        for (language, words) in [
            (Language.en, ["Archive", "1 Mail", "Saved to favourites"]),
            (.ru, ["В архив", "1 Почта", "Добавлено в избранное"]),
        ] {
            let options = LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest())
            let frame = try await FrameRenderer.render(
                FrameRenderer.Request(route: .component("styles"), options: options))
            for word in words { XCTAssertTrue(frame.text.contains(word), "\(language): \(word)\n\(frame.text)") }
            XCTAssertTrue(frame.text.contains("[ ⚠ "), "the archive role's mark")
            XCTAssertTrue(frame.text.contains("▌ ✓"), "the banner toast's bar and icon")
        }
    }
}
