import TUIKit
import XCTest

@testable import ExampleApp

@MainActor
final class TextFieldsDemoViewModelTests: XCTestCase {
    /// The view model with its real coordinator, whose toasts `router` keeps; the router
    /// is held here, as the screen holds it in the app (the coordinator's is weak).
    private var router = RecordingToastRouter?.none
    /// The fields the view edits; the view model reads them.
    private var form: TextFieldsDemoFields!

    private func makeModel() -> TextFieldsDemoViewModel {
        let router = RecordingToastRouter()
        self.router = router
        let form = TextFieldsDemoFields()
        self.form = form
        let coordinator = TextFieldsDemoCoordinator()
        coordinator.router = router
        return TextFieldsDemoViewModel(phone: form.phone, email: form.email, name: form.name, coordinator: coordinator)
    }

    private func fillEveryField() {
        form.phone.paste("9165551234")
        form.email.paste("ivan@example.org")
        form.name.paste("ivan petrov")
    }

    func testTabOrderGoesThroughTheFieldsToTheButtonAndWraps() async {
        let model = makeModel()
        var order = [model.focus]
        for _ in 0..<4 {
            model.onNextTapped()
            order.append(model.focus)
        }
        XCTAssertEqual(order, [.phone, .email, .name, .submit, .phone])
        model.onPreviousTapped()
        XCTAssertEqual(model.focus, .submit, "back from the first field is the button")
        XCTAssertNil(model.field(for: model.focus), "the button is no field")
    }

    func testLeavingAFieldWithTextShowsItsErrorFromThenOn() async {
        let model = makeModel()
        model.onNextTapped()
        XCTAssertFalse(model.phone.isTouched, "an empty field left alone stays quiet")
        model.onFocusTapped(.phone)
        form.phone.paste("916")
        model.onNextTapped()
        XCTAssertTrue(model.phone.isTouched)
        XCTAssertFalse(model.phone.isValid)
    }

    func testEnterMovesOnInFieldsAndSubmitsFromTheButton() async {
        let model = makeModel()
        model.onEnterTapped()
        XCTAssertEqual(model.focus, .email)
        fillEveryField()
        XCTAssertTrue(model.isSubmitEnabled)
        model.onFocusTapped(.submit)
        model.onEnterTapped()
        XCTAssertEqual(router?.toasts.count, 1)
        XCTAssertEqual(
            router?.toasts.first?.viewItem.message,
            R.string.textFieldsDemo.submittedMessage(model.name.formattedText, model.phone.formattedText))
    }

    func testASubmitOfAnIncompleteFormShowsEveryMessageAndNoToast() async {
        let model = makeModel()
        form.email.paste("ivan@example.org")
        XCTAssertFalse(model.isSubmitEnabled)
        model.onSubmitTapped()
        XCTAssertTrue(model.fields.allSatisfy(\.isTouched), "every field says what is missing")
        XCTAssertEqual(router?.toasts.count, 0)
    }

    func testTheStyleKeyCyclesTheFieldStyles() async {
        let model = makeModel()
        XCTAssertEqual(model.fieldStyle, .underlined)
        model.onNextStyleTapped()
        XCTAssertEqual(model.fieldStyle, .outlined)
        model.onNextStyleTapped()
        XCTAssertEqual(model.fieldStyle, .plain)
        model.onNextStyleTapped()
        XCTAssertEqual(model.fieldStyle, .underlined)
    }
}
