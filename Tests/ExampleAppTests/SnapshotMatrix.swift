import ExampleApp
import SnapshotTesting
import Storage
import TUIKit
import TUISnapshotTesting
import TUITestSupport
import XCTest

/// Every screen is recorded at 80x24 and 120x40, in en and ru, light and dark: the test
/// support's standard `ScreenMatrix`, rendered through the app's `FrameRenderer`.
@MainActor
enum SnapshotMatrix {
    static let matrix = ScreenMatrix()
    static var sizes: [Size] { matrix.sizes }
    static var variants: [ScreenMatrix.Variant] { matrix.variants }

    /// Renders `route` after `keys` in every variant and compares each with its reference.
    /// `prepare` may change the options first (seed a store in their fresh directories).
    static func assertScreen(
        _ route: AppRoute,
        keys: [String] = [],
        after: Duration = .zero,
        platform: PlatformEnvironment? = nil,
        prepare: (inout LaunchOptions) throws -> Void = { _ in },
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        try await matrix.assertFrames(file: file, testName: testName, line: line) { variant in
            var options = LaunchOptions(
                language: variant.language, theme: variant.theme, directories: .temporaryForTest())
            if let platform { options.platform = platform }
            try prepare(&options)
            let request = FrameRenderer.Request(
                route: route,
                size: variant.size,
                options: options,
                keys: keys.map { KeyNames.parse($0)! },
                after: after
            )
            return try await FrameRenderer.render(request)
        }
    }

    /// Renders `route` after `keys` as a terminal without colour shows it (`NO_COLOR`), in
    /// en and ru at both sizes, and compares each with its reference. `prepare` may change
    /// the options first, as for `assertScreen`.
    static func assertScreenWithoutColor(
        _ route: AppRoute,
        keys: [String] = [],
        after: Duration = .zero,
        prepare: (inout LaunchOptions) throws -> Void = { _ in },
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        for language in Language.allCases {
            for size in sizes {
                var options = LaunchOptions(language: language, theme: .dark, directories: .temporaryForTest())
                try prepare(&options)
                let request = FrameRenderer.Request(
                    route: route,
                    size: size,
                    options: options,
                    keys: keys.map { KeyNames.parse($0)! },
                    after: after,
                    colorDepth: .none
                )
                let frame = try await FrameRenderer.render(request)
                assertSnapshot(
                    of: frame, as: .frameStyledWithoutColor, named: "\(language.rawValue)-nocolor-\(size)", file: file,
                    testName: testName, line: line)
            }
        }
    }
}
