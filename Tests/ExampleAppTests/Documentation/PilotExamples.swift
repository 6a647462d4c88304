import ExampleApp
import SnapshotTesting
import Storage
import TUICore
import TUISnapshotTesting
import TUITestSupport
import XCTest

// docs/testing.md's pilot example, compiled (DocumentationCodeTests checks the region).
enum PilotExamples {
    @MainActor
    static func drive() throws {
        // docs: testing.md
        let pilot = try FrameRenderer.pilot(
            for: .init(route: .examples, options: LaunchOptions(language: .en, directories: .temporary())))
        pilot.press(named: "enter")
        pilot.click(on: "Back")
        pilot.resize(to: Size(width: 60, height: 20))
        pilot.advance(by: .milliseconds(600))
        assertSnapshot(of: pilot.frame, as: .frameStyled)
        // docs: end
    }
}
