// docs: testing.md
import ExampleApp
import TUITestSupport
import XCTest

@MainActor
final class ExamplesMatrixSnapshotTests: XCTestCase {
    func testExamples() async throws {
        try await ScreenMatrix(themes: [.dark]).assertFrames { variant in
            let options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            let pilot = try FrameRenderer.pilot(for: .init(route: .examples, size: variant.size, options: options))
            return pilot.frame
        }
    }
}
// docs: end
