import AppSupport
import TUIKit
import XCTest

@testable import ExampleApp

@MainActor
final class OTPDemoViewModelTests: XCTestCase {
    private var clock = ManualClock?.none
    private var router = RecordingToastRouter?.none

    /// The view model with a manual clock and its real coordinator, whose toasts are kept.
    private func makeModel() -> OTPDemoViewModel {
        let clock = ManualClock()
        let router = RecordingToastRouter()
        self.clock = clock
        self.router = router
        let coordinator = OTPDemoCoordinator()
        coordinator.router = router
        return OTPDemoViewModel(clock: clock, coordinator: coordinator)
    }

    /// Lets `duration` pass on the clock in small steps, letting the check's task run.
    private func wait(for duration: Duration) async {
        var remaining = duration
        while remaining > .zero {
            for _ in 0..<20 { await Task.yield() }
            let step = min(.milliseconds(50), remaining)
            clock?.advance(by: step)
            remaining -= step
        }
        for _ in 0..<50 { await Task.yield() }
    }

    func testAPartCodeIsNotChecked() async {
        let model = makeModel()
        model.password = "12345"
        XCTAssertEqual(model.phase, .typing)
        XCTAssertTrue(model.isFieldEnabled)
    }

    func testAWrongCodeIsCheckedThenShowsTheErrorState() async {
        let model = makeModel()
        model.password = "999999"
        XCTAssertEqual(model.phase, .checking)
        XCTAssertFalse(model.isFieldEnabled, "no typing while the code is checked")
        await wait(for: OTPDemoViewModel.checkDuration - .milliseconds(100))
        XCTAssertEqual(model.phase, .checking, "the check takes its time")
        await wait(for: .milliseconds(200))
        XCTAssertEqual(model.phase, .typing)
        XCTAssertTrue(model.hasError)
        XCTAssertEqual(router?.toasts.count, 0)
    }

    func testTheRightCodeIsAcceptedWithAToast() async {
        let model = makeModel()
        model.password = OTPDemoViewModel.rightCode
        await wait(for: OTPDemoViewModel.checkDuration + .milliseconds(100))
        XCTAssertEqual(model.phase, .accepted)
        XCTAssertFalse(model.hasError)
        XCTAssertEqual(
            router?.toasts.first?.viewItem.message, R.string.otpDemo.acceptedToast(OTPDemoViewModel.rightCode))
    }

    func testResetStartsOverEvenDuringACheck() async {
        let model = makeModel()
        model.password = OTPDemoViewModel.rightCode
        model.onResetTapped()
        XCTAssertEqual(model.phase, .typing)
        XCTAssertEqual(model.password, "")
        await wait(for: OTPDemoViewModel.checkDuration * 2)
        XCTAssertEqual(model.phase, .typing, "the cancelled check accepts nothing")
        XCTAssertEqual(router?.toasts.count, 0)
    }

    func testTheStyleKeyCyclesTheFieldLooksAndKeepsTheCode() async {
        let model = makeModel()
        model.password = "12"
        XCTAssertEqual(model.fieldStyle, .boxed)
        model.onNextStyleTapped()
        XCTAssertEqual(model.fieldStyle.style, .underlined)
        model.onNextStyleTapped()
        XCTAssertNotNil(model.fieldStyle.style.secureGlyph, "the third hides the digits")
        model.onNextStyleTapped()
        XCTAssertEqual(model.fieldStyle, .boxed)
        XCTAssertEqual(model.password, "12")
    }
}
