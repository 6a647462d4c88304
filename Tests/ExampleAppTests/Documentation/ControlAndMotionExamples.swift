import AppSupport
import Observation
import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

@testable import ExampleApp

// The Swift examples of docs/components.md (the controls' configuration) and
// docs/layout-and-motion.md, compiled (DocumentationCodeTests checks each `// docs:` region
// is the page's code block).

@MainActor
enum ControlAndMotionExamples {
    @Observable
    final class CodeModel {
        var code = ""
        var hasError = false
        func check(_ code: String) { hasError = code != "1234" }
        func confirm() {}
    }

    static func otpField(model: CodeModel) -> OTPField {
        // docs: components.md
        let field = OTPField(
            password: Binding(model, \.code), hasError: Binding(model, \.hasError), codeLength: 4,
            appearance: .underlined,
            errorMessage: model.hasError ? "Wrong code" : nil,  // showError(message:)
            onCodeEntered: { code in model.check(code) }  // didCodeEnter
        )
        field.clear()  // empties the cells and the error
        // docs: end
        return field
    }

    static func button(model: CodeModel, feedback: PressFeedback) -> Button {
        // docs: components.md
        Button(
            "Ok", feedback: feedback, icon: R.image.ic16.check,
            colors: ButtonColors(normal: .init(title: R.color.text.success)),
            extendedHitArea: EdgeInsets(horizontal: 2, vertical: 1)
        ) { model.confirm() }
        // docs: end
    }

    static func sizeClasses() -> [SizeClass] {
        // docs: layout-and-motion.md
        let regular = SizeClass(columns: 100, rows: 30)  // .regular
        let wide = Size(width: 160, height: 40).sizeClass  // .wide
        // docs: end
        return [regular, wide]
    }

    static func pushInTheKeysFrame(_ request: FrameRenderer.Request) throws {
        // docs: layout-and-motion.md
        let pilot = try FrameRenderer.pilot(for: request)
        pilot.window.animatesTransitions = true
        pilot.press(named: "enter")  // push
        assertSnapshot(of: pilot.frame, as: .frameText)  // the key's own frame
        pilot.advance(by: .milliseconds(32))  // settled
        // docs: end
    }
}
