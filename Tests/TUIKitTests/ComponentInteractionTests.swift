import XCTest

@testable import TUIKit

/// Components driven by the pilot, by key, click and wheel, with the manual clock: press
/// highlights and animations last as long as they should and leave no timer behind.
@MainActor
final class ComponentInteractionTests: XCTestCase {
    /// A screen that draws whatever `draw` draws, with state the test reads.
    private final class Model {
        var isOn = false
        var item = 0
        var page = 0
        var taps = 0
        var links: [String] = []
    }

    private struct Sample: View {
        let draw: @MainActor (Rect, Frame) -> Void

        func render(in area: Rect, frame: Frame) {
            draw(area, frame)
        }
    }

    private func pilot(_ draw: @escaping @MainActor (Rect, Frame) -> Void) -> Pilot {
        makePilot(root: HostingController(rootView: Sample(draw: draw)), size: Size(width: 40, height: 12))
    }

    func testAClickTogglesTheSwitchWhichSlidesThenStopsAskingForFrames() async {
        let model = Model()
        let pilot = pilot { area, frame in
            CustomSwitch(isOn: Binding(model, \.isOn), id: "switch").render(
                in: area.row(0), frame: frame)
        }
        XCTAssertEqual(pilot.frame.line(0).prefix(8), "(●─────)")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "an idle switch schedules nothing")
        pilot.click(x: 3, y: 0)
        XCTAssertTrue(model.isOn)
        XCTAssertEqual(pilot.frame.line(0).prefix(8), "(●─────)", "the slide starts where the thumb was")
        XCTAssertGreaterThan(pilot.clock.pendingCount, 0)
        pilot.advance(by: .milliseconds(75))
        XCTAssertEqual(pilot.frame.line(0).prefix(8), "(━━━●──)", "half way at half time")
        for _ in 0..<10 { pilot.advance(by: .milliseconds(33)) }
        XCTAssertEqual(pilot.frame.line(0).prefix(8), "(━━━━━●)")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no timer once the thumb has arrived")
    }

    func testADisabledSwitchIgnoresClicks() async {
        let model = Model()
        let pilot = pilot { area, frame in
            CustomSwitch(isOn: Binding(model, \.isOn), id: "switch", isEnabled: false)
                .render(in: area.row(0), frame: frame)
        }
        pilot.click(x: 3, y: 0)
        XCTAssertFalse(model.isOn)
    }

    func testAButtonLooksPressedForItsDurationAfterAClick() async {
        let model = Model()
        let feedback = PressFeedback(duration: .milliseconds(150))
        let pilot = pilot { area, frame in
            Button("Save", feedback: feedback) { model.taps += 1 }.render(
                in: area.row(0), frame: frame)
        }
        XCTAssertEqual(pilot.frame.line(0).prefix(10), " [ Save ] ")
        XCTAssertFalse(pilot.frame[3, 0].style.attributes.contains(.reverse))
        pilot.click(x: 4, y: 0)
        XCTAssertEqual(model.taps, 1)
        XCTAssertEqual(pilot.frame.line(0).prefix(10), "▸[ Save ]◂")
        XCTAssertTrue(pilot.frame[3, 0].style.attributes.contains(.reverse))
        pilot.advance(by: .milliseconds(140))
        XCTAssertTrue(pilot.frame[3, 0].style.attributes.contains(.reverse), "still pressed before 150 ms")
        pilot.advance(by: .milliseconds(10))
        XCTAssertFalse(pilot.frame[3, 0].style.attributes.contains(.reverse))
        XCTAssertEqual(pilot.frame.line(0).prefix(10), " [ Save ] ")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
    }

    func testTheFocusedButtonAndSwitchHoldTheFocusTheTerminalCursorFollows() async {
        let model = Model()
        let pilot = pilot { area, frame in
            Button("Save", feedback: PressFeedback()) {}.render(in: area.row(0), frame: frame)
            Button("Quit", isFocused: true, feedback: PressFeedback()) {}
                .render(in: area.row(1).inset(by: EdgeInsets(left: 2)), frame: frame)
            CustomSwitch(isOn: Binding(model, \.isOn), id: "switch").render(in: area.row(2), frame: frame)
        }
        XCTAssertEqual(pilot.frame.focus, Point(x: 2, y: 1), "on the focused button, not the other")
        let focusedSwitch = self.pilot { area, frame in
            Button("Save", feedback: PressFeedback()) {}.render(in: area.row(0), frame: frame)
            CustomSwitch(isOn: Binding(model, \.isOn), id: "switch", isFocused: true)
                .render(in: area.row(2), frame: frame)
        }
        XCTAssertEqual(focusedSwitch.frame.focus, Point(x: 0, y: 2))
    }

    func testADisabledButtonTakesNoClickAndShowsNoPress() async {
        let model = Model()
        let feedback = PressFeedback()
        let pilot = pilot { area, frame in
            Button("Save", isEnabled: false, feedback: feedback) { model.taps += 1 }
                .render(in: area.row(0), frame: frame)
        }
        pilot.click(x: 4, y: 0)
        XCTAssertEqual(model.taps, 0)
        XCTAssertEqual(pilot.frame.line(0).prefix(10), " · Save · ")
        XCTAssertTrue(pilot.frame[3, 0].style.attributes.contains(.dim))
    }

    func testTouchableControlHighlightsAnyViewItWraps() async {
        let model = Model()
        let feedback = PressFeedback(duration: .milliseconds(100))
        let pilot = pilot { area, frame in
            TouchableControl(feedback: feedback, onTouchUpInside: { model.taps += 1 }) {
                Label("card")
            }.render(in: Rect(x: 0, y: 0, width: 6, height: 1), frame: frame)
        }
        pilot.click(x: 5, y: 0)
        XCTAssertEqual(model.taps, 1)
        XCTAssertTrue(pilot.frame[5, 0].style.attributes.contains(.reverse), "the whole control is highlighted")
        pilot.advance(by: .milliseconds(100))
        XCTAssertFalse(pilot.frame[0, 0].style.attributes.contains(.reverse))
    }

    func testTheWheelOverACarouselScrollsOneItemAndElsewhereActsAsArrows() async {
        let model = Model()
        let manager = ItemsScrollManager(cellWidth: 10, cellOffset: 2)
        let pilot = pilot { area, frame in
            Carousel(count: 5, currentItem: Binding(model, \.item), manager: manager, id: "carousel") {
                index, card, frame in
                Label("item \(index)").render(in: card.row(0), frame: frame)
            }.render(in: Rect(x: 0, y: 0, width: 30, height: 3), frame: frame)
        }
        XCTAssertTrue(pilot.frame.line(0).hasPrefix("item 0      item 1      item 2"))
        pilot.scroll(up: false, x: 5, y: 1)
        XCTAssertEqual(model.item, 1)
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.frame.line(0).hasPrefix("item 1      item 2      item 3"), pilot.frame.line(0))
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        pilot.scroll(up: true, x: 5, y: 1)
        pilot.scroll(up: true, x: 5, y: 1)
        XCTAssertEqual(model.item, 0, "the first item is as far as it goes")
        pilot.scroll(up: false, x: 5, y: 8)
        XCTAssertEqual(model.item, 0, "below the carousel the wheel is not its own")
    }

    func testCardsInACarouselTakeClicksWhereTheyShow() async {
        let model = Model()
        let feedbacks = (0..<5).map { _ in PressFeedback() }
        let manager = ItemsScrollManager(cellWidth: 10, cellOffset: 2)
        let pilot = pilot { area, frame in
            Carousel(count: 5, currentItem: Binding(model, \.item), manager: manager, id: "carousel") {
                index, card, frame in
                TouchableControl(feedback: feedbacks[index], onTouchUpInside: { model.page = index }) {
                    Label("item \(index)")
                }.render(in: card, frame: frame)
            }.render(in: Rect(x: 4, y: 2, width: 30, height: 3), frame: frame)
        }
        pilot.click(x: 4 + 12 + 1, y: 2)
        XCTAssertEqual(model.page, 1, "the second card, 12 columns in from the carousel's left")
        XCTAssertTrue(pilot.frame[17, 2].style.attributes.contains(.reverse))
        model.page = -1
        pilot.click(x: 4 + 30 + 1, y: 2)
        XCTAssertEqual(model.page, -1, "the third card's hidden part is cut at the carousel's edge")
    }

    func testClickingABeanShowsItsPage() async {
        let model = Model()
        let pilot = pilot { area, frame in
            BeanPageControl(count: 4, position: Double(model.page)) { model.page = $0 }
                .render(in: area.row(0), frame: frame)
        }
        XCTAssertEqual(pilot.frame.line(0).prefix(10), "━━━━ • • •")
        pilot.click(x: 7, y: 0)
        XCTAssertEqual(model.page, 2)
        XCTAssertEqual(pilot.frame.line(0).prefix(10), "• • ━━━━ •")
    }

    func testClickingALinkReportsItsURLAndPlainTextDoesNot() async {
        let model = Model()
        let text = "see ".with(attributes: []) + "the docs".with(attributes: [.link("https://docs")])
        let pilot = pilot { area, frame in
            StyledText(text) { model.links.append($0) }.render(in: area, frame: frame)
        }
        XCTAssertTrue(pilot.frame[5, 0].style.attributes.contains(.underline))
        XCTAssertFalse(pilot.frame[1, 0].style.attributes.contains(.underline))
        pilot.click(x: 1, y: 0)
        XCTAssertEqual(model.links, [])
        pilot.click(x: 9, y: 0)
        XCTAssertEqual(model.links, ["https://docs"])
    }

    func testAStyledTextLinkIsAHyperlinkOnEachRowItShowsOn() async {
        let text = "see ".with(attributes: []) + "the docs page".with(attributes: [.link("https://docs")])
        let frame = Frame(canvas: Canvas(size: Size(width: 9, height: 3)), theme: .dark, unicode: true)
        StyledText(text).render(in: frame.bounds, frame: frame)
        XCTAssertEqual(
            frame.canvas.links,
            [
                CanvasLink(row: 0, columns: 4..<7, url: "https://docs"),
                CanvasLink(row: 1, columns: 0..<9, url: "https://docs"),
            ], "OSC 8 regions: the link's cells only, one a row")
    }

    func testTheNearestFontWins() async {
        struct Pair: View {
            func render(in area: Rect, frame: Frame) {
                Text("outer").render(in: area.row(0), frame: frame)
                Text("inner").font(TextStyle([.underline])).render(in: area.row(1), frame: frame)
            }
        }
        let pilot = pilot { area, frame in
            Pair().font(TextStyle([.bold])).render(in: area, frame: frame)
            Text("after").render(in: area.row(2), frame: frame)
        }
        XCTAssertEqual(pilot.frame[0, 0].style.attributes, [.bold], "inherited from the container")
        XCTAssertEqual(pilot.frame[0, 1].style.attributes, [.underline], "its own style, nearer, wins")
        XCTAssertEqual(pilot.frame[0, 2].style.attributes, [], "the container's style ends with it")
    }
}
