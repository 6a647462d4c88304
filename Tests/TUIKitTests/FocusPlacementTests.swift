import TUIKit
import XCTest

/// Where views put the focus the terminal's hidden cursor follows (`Canvas.focus`), and
/// where controls declare themselves disabled (`Canvas.disabledAreas`).
@MainActor
final class FocusPlacementTests: XCTestCase {
    private final class Model {
        var password = ""
        var hasError = false
    }

    private func frame(width: Int, height: Int) -> Frame {
        Frame(canvas: Canvas(size: Size(width: width, height: height)), theme: .dark)
    }

    func testAFocusedPageControlPutsTheFocusOnTheWidestBean() async {
        let frame = frame(width: 20, height: 1)
        BeanPageControl(count: 5, position: 2, isFocused: true).render(in: frame.bounds, frame: frame)
        XCTAssertEqual(frame.canvas.focus, Point(x: 4, y: 0), "beans 1, 1, 4: the third starts at 4")
        let between = self.frame(width: 20, height: 1)
        // Half-way from page 2 to 3 the coming bean is already the wider (2 and 3 cells).
        BeanPageControl(count: 5, position: 2.5, isFocused: true).render(in: between.bounds, frame: between)
        XCTAssertEqual(between.canvas.focus, Point(x: 7, y: 0))
        let unfocused = self.frame(width: 20, height: 1)
        BeanPageControl(count: 5, position: 2).render(in: unfocused.bounds, frame: unfocused)
        XCTAssertNil(unfocused.canvas.focus)
    }

    private struct Bars: View {
        func render(in area: Rect, frame: Frame) {
            frame.canvas.write("░░░", at: Point(x: area.x + 3, y: area.y + 1))
        }
    }

    func testALoadingSkeletonPutsTheFocusOnItsFirstBar() async {
        let loading = frame(width: 20, height: 4)
        Label("content").skeleton(isLoading: true) { Bars() }.render(in: loading.bounds, frame: loading)
        XCTAssertEqual(loading.canvas.focus, Point(x: 3, y: 1))
        let loaded = frame(width: 20, height: 4)
        Label("content").skeleton(isLoading: false) { Bars() }.render(in: loaded.bounds, frame: loaded)
        XCTAssertNil(loaded.canvas.focus, "the content places its own focus, and a label has none")
    }

    func testTheErrorViewPutsTheFocusOnItsRetryButton() async {
        let frame = frame(width: 60, height: 14)
        ErrorView(message: "No network", onRetry: {}).render(in: frame.bounds, frame: frame)
        let focus = try? XCTUnwrap(frame.canvas.focus)
        XCTAssertTrue(frame.canvas.line(focus?.y ?? 0).contains("Retry"))
        XCTAssertTrue(frame.canvas[focus?.x ?? 0, focus?.y ?? 0].style.attributes.contains(.reverse))
        let withoutRetry = self.frame(width: 60, height: 14)
        ErrorView(message: "No network").render(in: withoutRetry.bounds, frame: withoutRetry)
        XCTAssertNil(withoutRetry.canvas.focus)
    }

    func testFocusedStyledTextPutsTheFocusOnItsFirstLinkOrItsStart() async {
        let text = StyledString([
            .init("Read "), .init("the docs", attributes: [.link("https://example.com")]), .init(" now"),
        ])
        let linked = frame(width: 40, height: 2)
        StyledText(text, isFocused: true).render(in: linked.bounds, frame: linked)
        XCTAssertEqual(linked.canvas.focus, Point(x: 5, y: 0))
        let plain = frame(width: 40, height: 2)
        StyledText(StyledString([.init("Plain")]), isFocused: true)
            .render(in: plain.bounds.inset(by: EdgeInsets(left: 2)), frame: plain)
        XCTAssertEqual(plain.canvas.focus, Point(x: 2, y: 0))
        let unfocused = frame(width: 40, height: 2)
        StyledText(text).render(in: unfocused.bounds, frame: unfocused)
        XCTAssertNil(unfocused.canvas.focus)
    }

    private func otp(_ model: Model, isEnabled: Bool = true, errorMessage: String? = nil) -> OTPField {
        OTPField(
            password: Binding(model, \.password), hasError: Binding(model, \.hasError), codeLength: 4,
            isEnabled: isEnabled, errorMessage: errorMessage)
    }

    func testAFullOrLockedOTPFieldKeepsTheFocusOnItsLastCellAndALockedOneSaysItIsDisabled() async {
        let model = Model()
        model.password = "1234"
        let full = frame(width: 30, height: 3)
        otp(model).render(in: full.bounds, frame: full)
        XCTAssertNil(full.canvas.cursor, "no edit point in a full field")
        XCTAssertEqual(full.canvas.focus, Point(x: 20, y: 1), "the last of four cells five wide, one apart")
        XCTAssertEqual(full.canvas.disabledAreas, [])
        model.password = "12"
        let locked = frame(width: 30, height: 3)
        otp(model, isEnabled: false).render(in: locked.bounds, frame: locked)
        XCTAssertNil(locked.canvas.cursor)
        XCTAssertEqual(locked.canvas.focus, Point(x: 14, y: 1), "the cell the next digit would go to")
        XCTAssertEqual(locked.canvas[14, 1].style.attributes, [.dim, .underline], "the focus shows on a locked field")
        XCTAssertEqual(locked.canvas.disabledAreas, [Rect(x: 0, y: 0, width: 23, height: 3)])
    }

    func testAnOTPFieldInErrorPutsTheFocusOnItsMessage() async {
        let model = Model()
        model.password = "1234"
        model.hasError = true
        let frame = frame(width: 30, height: 6)
        otp(model, errorMessage: "Wrong code").render(in: frame.bounds, frame: frame)
        let focus = frame.canvas.focus
        XCTAssertEqual(focus?.x, 0)
        XCTAssertTrue(frame.canvas.line(focus?.y ?? 0).contains("Wrong code"), frame.canvas.text)
    }

    func testDisabledButtonsTextFieldsAndSwitchesDeclareTheirArea() async {
        let frame = frame(width: 30, height: 6)
        Button("Save", isEnabled: false, feedback: PressFeedback()) {}.render(in: frame.bounds.row(0), frame: frame)
        Button("Quit", feedback: PressFeedback()) {}.render(in: frame.bounds.row(1), frame: frame)
        let model = Model()
        CustomSwitch(isOn: Binding(model, \.hasError), id: "switch", isEnabled: false)
            .render(in: frame.bounds.row(2), frame: frame)
        XCTAssertEqual(frame.canvas.disabledAreas.count, 2)
        XCTAssertEqual(frame.canvas.disabledAreas.first?.y, 0)
        XCTAssertEqual(frame.canvas.disabledAreas.last?.y, 2)
    }
}
