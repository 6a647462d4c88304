import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The terminals every screen is recorded on: each size in each language and theme. A
/// reference is named `<test>.<language>-<theme>-<size>.txt` (`testHome.en-dark-80x24.txt`).
///
/// ```swift
/// try await ScreenMatrix().assertFrames { variant in
///     try await render(.home, size: variant.size, language: variant.language, theme: variant.theme)
/// }
/// ```
public struct ScreenMatrix: Sendable {
    /// One terminal of the matrix.
    public struct Variant: Sendable, Hashable {
        public let language: Language
        public let theme: Theme
        public let size: Size

        public init(language: Language, theme: Theme, size: Size) {
            self.language = language
            self.theme = theme
            self.size = size
        }

        /// `en-dark-80x24`: the reference's name.
        public var name: String { "\(language.rawValue)-\(theme.rawValue)-\(size)" }
    }

    /// The classic terminal and a roomy one.
    public static let standardSizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    public var sizes: [Size]
    public var languages: [Language]
    public var themes: [Theme]

    public init(
        sizes: [Size] = ScreenMatrix.standardSizes, languages: [Language] = Language.allCases,
        themes: [Theme] = Theme.allCases
    ) {
        self.sizes = sizes
        self.languages = languages
        self.themes = themes
    }

    /// Every language × theme × size, in that order.
    public var variants: [Variant] {
        languages.flatMap { language in
            themes.flatMap { theme in sizes.map { Variant(language: language, theme: theme, size: $0) } }
        }
    }

    /// Renders a frame for every variant and compares each with its reference, recording a
    /// missing one (`SNAPSHOT_TESTING_RECORD` decides, as for any snapshot).
    @MainActor
    public func assertFrames(
        as strategy: Snapshotting<Canvas, String> = .frameStyled,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line,
        _ render: (Variant) async throws -> Canvas
    ) async throws {
        for variant in variants {
            let frame = try await render(variant)
            assertSnapshot(of: frame, as: strategy, named: variant.name, file: file, testName: testName, line: line)
        }
    }
}
