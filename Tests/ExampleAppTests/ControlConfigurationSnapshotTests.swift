import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

@testable import ExampleApp

/// The new states of the configured controls (issue 18) in `SnapshotMatrix`'s variants and
/// without colour: the Buttons and Switch demos' configured pages, the OTP field's styles,
/// the text field styles, the Security demo's PIN states and the Local storage demo.
@MainActor
final class ControlConfigurationSnapshotTests: XCTestCase {
    private func assertScreen(
        _ url: String,
        keys: [String] = [],
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) async throws {
        let route = try AppRoute(url: url)
        try await SnapshotMatrix.assertScreen(route, keys: keys, file: file, testName: testName, line: line)
        try await SnapshotMatrix.assertScreenWithoutColor(route, keys: keys, file: file, testName: testName, line: line)
    }

    /// A state reached by `drive` on a live pilot (a held mouse press, a key derived off the
    /// main actor): in en and ru at both sizes, light and dark, and without colour.
    private func assertDriven(
        _ url: String,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line,
        drive: (Pilot) async throws -> Void
    ) async throws {
        for language in Language.allCases {
            for size in SnapshotMatrix.sizes {
                for (theme, depth) in [(Theme.dark, ColorDepth.trueColor), (.light, .trueColor), (.dark, .none)] {
                    let pilot = try FrameRenderer.pilot(
                        for: FrameRenderer.Request(
                            route: AppRoute(url: url), size: size,
                            options: LaunchOptions(language: language, theme: theme, directories: .temporaryForTest()),
                            colorDepth: depth))
                    try await drive(pilot)
                    let name =
                        depth == .none
                        ? "\(language.rawValue)-nocolor-\(size)" : "\(language.rawValue)-\(theme.rawValue)-\(size)"
                    assertSnapshot(
                        of: pilot.frame, as: depth == .none ? .frameStyledWithoutColor : .frameStyled, named: name,
                        file: file, testName: testName, line: line)
                }
            }
        }
    }

    /// Types `keys` one by one, letting each key derivation off the main actor end (in real
    /// time, generously) before the next.
    private func type(_ keys: String, into pilot: Pilot, file: StaticString = #filePath, line: UInt = #line) async {
        for key in keys {
            pilot.press(KeyEvent(.character(key)))
            var rounds = 0
            let working = pilot.run { R.string.securityDemo.working() }
            while pilot.text.contains(working), rounds < 2_000 {
                try? await Task.sleep(for: .milliseconds(5))
                await pilot.settle()
                rounds += 1
            }
            XCTAssertFalse(
                pilot.text.contains(working), "the key derived", file: file, line: line)
        }
    }

    // MARK: Buttons and TouchableControl

    func testButtonsConfigured() async throws {
        try await assertScreen("exampletui://components/buttons", keys: ["c"])
    }

    func testButtonsConfiguredCardHeldAfterAClickInTheHitArea() async throws {
        try await assertDriven("exampletui://components/buttons") { pilot in
            pilot.press(KeyEvent(.character("c")))
            let ok = try XCTUnwrap(pilot.position(of: "[ " + pilot.run { R.string.components.buttonsOk() }))
            pilot.click(x: ok.x - 2, y: ok.y - 1)
            let card = try XCTUnwrap(pilot.position(of: pilot.run { R.string.components.buttonsCardTitle() }))
            pilot.send(.mouse(MouseEvent(.press, at: card)))
        }
    }

    // MARK: Switch

    func testSwitchConfigured() async throws {
        try await assertScreen("exampletui://components/switch", keys: ["c"])
    }

    // MARK: OTP field

    func testOTPUnderlined() async throws {
        try await assertScreen("exampletui://components/otp", keys: ["s", "1", "2"])
    }

    func testOTPSecure() async throws {
        try await assertScreen("exampletui://components/otp", keys: ["s", "s", "1", "2", "3"])
    }

    // MARK: Text field styles

    func testTextFieldsOutlinedWithAnError() async throws {
        try await assertScreen("exampletui://components/text-fields", keys: ["ctrl-t", "tab", "a", "tab"])
    }

    func testTextFieldsPlain() async throws {
        try await assertScreen("exampletui://components/text-fields", keys: ["ctrl-t", "ctrl-t", "1", "2"])
    }

    // MARK: Security

    func testSecurityChoosingAPin() async throws {
        try await assertScreen("exampletui://examples/security", keys: ["1", "2"])
    }

    func testSecurityUnlocked() async throws {
        try await assertDriven("exampletui://examples/security") { pilot in
            await type("1234", into: pilot)
        }
    }

    func testSecurityWrongPin() async throws {
        try await assertDriven("exampletui://examples/security") { pilot in
            await type("1234l9999", into: pilot)
        }
    }

    func testSecurityLockedOut() async throws {
        try await assertDriven("exampletui://examples/security") { pilot in
            await type("1234l000000010002", into: pilot)
            pilot.advance(by: .seconds(3))
        }
    }

    // MARK: Local storage

    func testLocalStorage() async throws {
        try await assertScreen("exampletui://examples/local-storage")
    }

    func testLocalStorageSavedAndReadBack() async throws {
        try await assertScreen(
            "exampletui://examples/local-storage",
            keys: ["B", "u", "y", "space", "m", "i", "l", "k", "enter", "ctrl-r"])
    }
}
