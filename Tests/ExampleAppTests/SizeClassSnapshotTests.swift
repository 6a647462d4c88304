import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The screens that change layout by size class, one terminal per class: compact (64×20),
/// regular (100×30) and wide (160×40). The standard matrix (80×24, 120×40) is regular
/// throughout, so its references show the regular layout.
@MainActor
final class SizeClassSnapshotTests: XCTestCase {
    static let sizes: [(SizeClass, Size)] = [
        (.compact, Size(width: 64, height: 20)), (.regular, Size(width: 100, height: 30)),
        (.wide, Size(width: 160, height: 40)),
    ]

    private func assertClasses(
        _ route: AppRoute, keys: [String] = [], prepare: (inout LaunchOptions) throws -> Void = { _ in },
        until text: String? = nil, testName: String = #function, line: UInt = #line
    ) async throws {
        for (sizeClass, size) in Self.sizes {
            XCTAssertEqual(size.sizeClass, sizeClass)
            var options = LaunchOptions(language: .en, theme: .dark, directories: .temporaryForTest())
            try prepare(&options)
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: route, size: size, options: options, keys: keys.map { KeyNames.parse($0)! }))
            if let text {
                let shown = await pilot.wait(until: { $0.text.contains(text) })
                XCTAssertTrue(shown, "never showed \(text):\n\(pilot.text)")
            } else {
                await pilot.settle()
            }
            assertSnapshot(
                of: pilot.frame, as: .frameText, named: "\(sizeClass)-\(size)", testName: testName, line: line)
        }
    }

    func testExamples() async throws {
        try await assertClasses(.examples, keys: ["down"])
    }

    func testNetworkDemo() async throws {
        try await assertClasses(.example("network"), until: "Borscht")
    }

    func testDebugPanel() async throws {
        try await assertClasses(.logs, prepare: LogsFixture.seed)
    }

    func testDebugPanelRequests() async throws {
        try await assertClasses(.logs, keys: ["tab"], prepare: LogsFixture.seed)
    }
}
