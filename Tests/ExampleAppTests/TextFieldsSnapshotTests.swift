import ExampleApp
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The text fields and OTP demos in every variant of `SnapshotMatrix`, and without color:
/// every state of `FloatingHintTextField` (normal, focused, error, disabled, scrolled)
/// and of `OTPField` (normal, error, disabled while the code is checked).
@MainActor
final class TextFieldsSnapshotTests: XCTestCase {
    private static func keys(_ text: String) -> [String] {
        text.map { $0 == " " ? "space" : String($0) }
    }

    /// Phone and e-mail half typed, a one-letter name: every field shows its error.
    private static let invalidForm =
        keys("916") + ["tab"] + keys("anna@x") + ["tab", "a", "tab", "enter"]
    private static let validForm =
        keys("9161234567") + ["tab"] + keys("anna@example.com") + ["tab"] + keys("anna smith") + ["tab"]

    func testFormFocusedNormalAndDisabledFields() async throws {
        try await SnapshotMatrix.assertScreen(.component("text-fields"))
    }

    func testFormErrorsAfterASubmitOfInvalidFields() async throws {
        try await SnapshotMatrix.assertScreen(.component("text-fields"), keys: Self.invalidForm)
    }

    func testFormValidWithTheSubmitButtonFocused() async throws {
        try await SnapshotMatrix.assertScreen(.component("text-fields"), keys: Self.validForm)
    }

    func testFormSubmittedShowsAToast() async throws {
        try await SnapshotMatrix.assertScreen(
            .component("text-fields"), keys: Self.validForm + ["enter"], after: .milliseconds(400))
    }

    func testFormScrollsALongNameOfWideCharacters() async throws {
        let name = Self.keys("李小龙 ") + Array(repeating: ["漢", "字"], count: 14).flatMap { $0 } + ["left"]
        try await SnapshotMatrix.assertScreen(.component("text-fields"), keys: ["tab", "tab"] + name)
    }

    func testFormFocusedNormalAndDisabledFieldsWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(.component("text-fields"))
    }

    func testFormWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            .component("text-fields"), keys: Self.invalidForm + ["shift-tab", "shift-tab"])
    }

    func testFormValidWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(.component("text-fields"), keys: Self.validForm)
    }

    func testOTPEmpty() async throws {
        try await SnapshotMatrix.assertScreen(.component("otp"))
    }

    func testOTPPartlyTyped() async throws {
        try await SnapshotMatrix.assertScreen(.component("otp"), keys: ["1", "2", "3"])
    }

    func testOTPCheckingDisablesTheField() async throws {
        try await SnapshotMatrix.assertScreen(.component("otp"), keys: Self.keys("111111"), after: .milliseconds(500))
    }

    func testOTPWrongCodeShowsTheErrorState() async throws {
        try await SnapshotMatrix.assertScreen(.component("otp"), keys: Self.keys("111111"), after: .seconds(2))
    }

    /// At the smallest size the app runs in, the blank lines give way so the wrong-code
    /// status still shows under the cells.
    func testOTPWrongCodeAtTheMinimumSize() async throws {
        for language in Language.allCases {
            let frame = try await FrameRenderer.render(
                FrameRenderer.Request(
                    route: .component("otp"), size: Size(width: 40, height: 12),
                    options: LaunchOptions(language: language, directories: .temporaryForTest()),
                    keys: Self.keys("111111").map { KeyNames.parse($0)! }, after: .seconds(2)))
            assertSnapshot(of: frame, as: .frameStyled, named: "\(language.rawValue)-dark-40x12")
        }
    }

    func testOTPRightCodeIsAccepted() async throws {
        try await SnapshotMatrix.assertScreen(.component("otp"), keys: Self.keys("123456"), after: .seconds(2))
    }

    func testOTPEmptyWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(.component("otp"))
    }

    func testOTPRightCodeIsAcceptedWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            .component("otp"), keys: Self.keys("123456"), after: .seconds(2))
    }

    func testOTPPartlyTypedWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(.component("otp"), keys: ["1", "2", "3"])
    }

    func testOTPCheckingWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            .component("otp"), keys: Self.keys("111111"), after: .milliseconds(500))
    }

    func testOTPWrongCodeWithoutColor() async throws {
        try await SnapshotMatrix.assertScreenWithoutColor(
            .component("otp"), keys: Self.keys("111111"), after: .seconds(2))
    }
}
