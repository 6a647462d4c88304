import XCTest

@testable import TUIKit

/// The screen-reader mode (`Window.screenReader`, `RenderContext.screenReader`): each widget
/// kind as a labelled line without ornaments, the announcer's rules, and the window's live
/// region, where the cursor goes for the frame that says something new.
@MainActor
final class ScreenReaderModeTests: XCTestCase {
    private func frame(width: Int = 30, height: Int = 3, screenReader: Bool = true) -> Frame {
        Frame(canvas: Canvas(size: Size(width: width, height: height)), theme: .dark, screenReader: screenReader)
    }

    private func trimmed(_ frame: Frame, _ row: Int) -> String {
        frame.canvas.line(row).trimmingCharacters(in: .whitespaces)
    }

    // MARK: What counts as decoration

    func testBoxDrawingBlocksShapesBrailleAndMarkersAreDecorationAndWordsAreNot() async {
        for ornament in ["─", "│", "╭", "━", "█", "░", "▁", "●", "▸", "◂", "▲", "⠋", "⣿", "›", "‹", "•", "·"] {
            XCTAssertTrue(ScreenReader.isDecoration(Character(ornament)), ornament)
        }
        for word in ["a", "Я", "7", "⚠", "✕", "↑", "…", "é", "中"] {
            XCTAssertFalse(ScreenReader.isDecoration(Character(word)), word)
        }
    }

    func testRemovingDecorationClearsOnlyOrnamentsAndKeepsTheirStyle() async {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        let style = Style(foreground: .indexed(2), attributes: .bold)
        canvas.write("╭─ OK ● 3 ─╮", at: .zero, style: style)
        ScreenReader.removeDecoration(from: &canvas)
        XCTAssertEqual(canvas.line(0), "   OK   3   ")
        XCTAssertEqual(canvas[0, 0].style, style, "a cleared cell keeps its colours")
    }

    // MARK: Widgets in the mode

    func testAListSaysTheSelectedRowsPlaceAndNoMarker() async {
        var selection = ListSelection(count: 3)
        selection.select(1)
        let rows = ["Apple", "Banana", "Cherry"].map { ListView.Row(title: $0) }
        let frame = frame()
        frame.render(ListView(rows: rows, selection: .constant(selection)), in: frame.bounds)
        XCTAssertEqual((0..<3).map { trimmed(frame, $0) }, ["Apple", "Banana, 2 of 3, selected", "Cherry"])
        XCTAssertEqual(frame.canvas.focus?.y, 1, "the cursor is on the selected row's line")
        XCTAssertTrue(frame.canvas[1, 1].style.attributes.contains(.bold))

        let plain = self.frame(screenReader: false)
        plain.render(ListView(rows: rows, selection: .constant(selection)), in: plain.bounds)
        XCTAssertEqual(trimmed(plain, 1), "› Banana", "outside the mode: the marker, no words")
    }

    func testAListRowKeepsItsValueAndSectionTitlesArePlainLines() async {
        let rows = [ListView.Row(title: "Theme", value: "Dark", sectionTitle: "Look")]
        let frame = frame(width: 40)
        frame.render(ListView(rows: rows, selection: .constant(ListSelection(count: 1))), in: frame.bounds)
        XCTAssertEqual(trimmed(frame, 0), "Look", "a section's title without its rule")
        XCTAssertEqual(trimmed(frame, 1), "Theme, Dark, 1 of 1, selected")
    }

    func testASwitchSaysOnOrOffBesideItsLabel() async {
        for (isOn, word) in [(true, "(on)"), (false, "(off)")] {
            let frame = frame()
            frame.render(
                CustomSwitch(
                    isOn: .constant(isOn), id: "wifi", isFocused: true,
                    layout: CustomSwitch.LayoutConfiguration(labelPosition: .leading), label: "Wi-Fi"),
                in: frame.bounds)
            XCTAssertEqual(trimmed(frame, 0), "Wi-Fi \(word)")
            XCTAssertFalse(frame.canvas.line(0).contains(where: ScreenReader.isDecoration))
        }
    }

    func testATextFieldIsOneLabelledLineWithTheEditPointOnIt() async {
        let state = TextFieldState(text: "anna@example.com")
        state.placeCursor(atColumn: 4)
        let frame = frame(height: 4)
        frame.render(FloatingHintTextField(text: state, hint: "Email", isFocused: true), in: frame.bounds)
        XCTAssertEqual(trimmed(frame, 1), "Email: anna@example.com")
        XCTAssertEqual(trimmed(frame, 0), "", "no floating hint above")
        XCTAssertEqual(trimmed(frame, 2), "", "no underline below")
        XCTAssertEqual(frame.canvas.cursor, Point(x: "Email: ".count + 4, y: 1))
    }

    func testASecureFieldMasksWithAsterisksAReaderCanName() async {
        let state = TextFieldState(text: "secret", isSecureTextEntry: true)
        let frame = frame(height: 4)
        frame.render(FloatingHintTextField(text: state, hint: "PIN"), in: frame.bounds)
        XCTAssertTrue(trimmed(frame, 1).hasPrefix("PIN: ******"), trimmed(frame, 1))
    }

    func testALoadingStateSaysLoadingWhereTheFocusWaitsAndAnnouncesItsEnd() async {
        let frame = frame()
        frame.render(
            Label("Done").skeleton(isLoading: true) { SkeletonBlock(width: 1.0) }, in: frame.bounds)
        XCTAssertEqual(trimmed(frame, 0), "Loading")
        XCTAssertEqual(frame.canvas.focus, Point(x: 1, y: 0))
        XCTAssertEqual(frame.announcements, [Announcement("Loading", id: "loading", whenGone: "Loading finished")])
    }

    func testNothingIsAnnouncedOutsideTheMode() async {
        let frame = frame(screenReader: false)
        frame.announce("Saved")
        frame.render(ErrorView(), in: frame.bounds)
        XCTAssertEqual(frame.announcements, [])
    }

    func testTheModeStopsMotion() async {
        XCTAssertTrue(frame().context.reducesMotion, "nothing slides or shimmers under a reader")
    }

    // MARK: The announcer

    func testAnEventIsSpokenWhenItAppearsAndAValueWhenItChanges() async {
        let announcer = Announcer()
        XCTAssertNil(announcer.speak([Announcement("Value: 0", id: "status")]), "a value is not news when it shows")
        XCTAssertEqual(announcer.speak([Announcement("Value: 0", id: "status"), Announcement("Saved")]), "Saved")
        XCTAssertNil(announcer.speak([Announcement("Value: 0", id: "status"), Announcement("Saved")]), "said once")
        XCTAssertEqual(announcer.speak([Announcement("Value: 1", id: "status")]), "Value: 1")
        XCTAssertEqual(announcer.line, "Value: 1", "the live region keeps the last line")
    }

    func testAGoneAnnouncementSaysItsEndAndSeveralAreJoined() async {
        let announcer = Announcer()
        _ = announcer.speak([Announcement("Loading", id: "loading", whenGone: "Loading finished")])
        XCTAssertEqual(announcer.speak([Announcement("Error: Offline")]), "Loading finished. Error: Offline")
    }

    // MARK: The window's live region

    /// A screen with a list, under a navigation bar and over a tab bar, that can show a toast.
    private func scene(size: Size = Size(width: 40, height: 12)) -> (Pilot, ToastTestScreen) {
        let screen = ToastTestScreen()
        screen.navigationBarItem = .title("Screen")
        let other = RecordingScreen("Other", log: EventLog())
        let tabs = CustomTabBarController(controllers: [NavigationController(rootViewController: screen), other])
        let pilot = makePilot(root: tabs, size: size)
        pilot.window.screenReader = true
        return (pilot, screen)
    }

    func testAToastIsWrittenOnTheLastRowWhereTheCursorGoesAndOnlyChangedLinesAreWritten() async {
        let (pilot, screen) = scene()
        let before = pilot.frame
        XCTAssertEqual(before.line(11).trimmingCharacters(in: .whitespaces), "", "nothing said yet")
        screen.showToast(
            with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Profile saved"), toastType: .local))
        let after = pilot.frame
        XCTAssertEqual(after.line(11).trimmingCharacters(in: .whitespaces), "Profile saved")
        XCTAssertEqual(after.focus, Point(x: 0, y: 11), "the cursor is on the announcement")
        XCTAssertNil(after.cursor)
        // The live region alone: the toast is its line, and no other line is written again.
        let changedRows = (0..<12).filter { after.line($0) != before.line($0) }
        XCTAssertEqual(changedRows, [11])
        XCTAssertEqual(pilot.terminal.lastWriteCount, 40, "the live region's row is the only one written, whole")
        XCTAssertEqual(after.rewrittenRows, [11])
        XCTAssertFalse(after.text.contains(where: ScreenReader.isDecoration), after.text)
    }

    /// A new announcement that begins as the last one did is still written whole: cell by
    /// cell, "Saved again" over "Saved" went out as " again", and a reader that speaks what
    /// is written heard that. A frame that says nothing new writes the row no more.
    func testAnAnnouncementThatBeginsAsTheLastOneIsWrittenWhole() async {
        let (pilot, screen) = scene()
        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Saved"), toastType: .local))
        XCTAssertEqual(pilot.frame.line(11).trimmingCharacters(in: .whitespaces), "Saved")
        // The first toast gone; the live region keeps the last thing said.
        pilot.advance(by: .seconds(10))
        XCTAssertEqual(pilot.frame.line(11).trimmingCharacters(in: .whitespaces), "Saved")
        screen.showToast(
            with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Saved again"), toastType: .local))
        let again = pilot.frame
        XCTAssertEqual(again.line(11).trimmingCharacters(in: .whitespaces), "Saved again")
        XCTAssertEqual(again.rewrittenRows, [11])
        XCTAssertEqual(pilot.terminal.lastWriteCount, 40, "the whole row, its first letters too")
        pilot.window.setNeedsDisplay()
        XCTAssertEqual(pilot.frame.rewrittenRows, [], "nothing new said: the row stays as it is")
        XCTAssertEqual(pilot.terminal.lastWriteCount, 0)
    }

    func testTheCursorReturnsToTheFocusAtTheNextKeyOrAfterTheHold() async {
        let (pilot, screen) = scene()
        let focus = pilot.frame.focus
        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Saved"), toastType: .local))
        XCTAssertEqual(pilot.frame.focus, Point(x: 0, y: 11))
        pilot.redraw()
        XCTAssertEqual(pilot.frame.focus, Point(x: 0, y: 11), "a frame for another reason keeps it there")
        pilot.advance(by: FrameComposer.announcementHold)
        XCTAssertEqual(pilot.frame.focus, focus, "back on the focus after the hold")
        XCTAssertTrue(pilot.frame.line(11).contains("Saved"), "the live region keeps the last line")

        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Again"), toastType: .local))
        pilot.advance(by: .seconds(4))
        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Third"), toastType: .local))
        XCTAssertEqual(pilot.frame.focus, Point(x: 0, y: 11))
        pilot.press(.character("z"))
        XCTAssertEqual(pilot.frame.focus, focus, "a key brings it back at once")
    }

    func testTheTabBarIsOnePlainLine() async {
        let (pilot, _) = scene()
        let text = pilot.text
        XCTAssertFalse(text.contains(where: ScreenReader.isDecoration), text)
        XCTAssertTrue(pilot.frame.line(10).contains("1, selected"), pilot.frame.line(10))
    }

    func testTurningTheModeOffDrawsTheOrnamentsAgain() async {
        let (pilot, _) = scene()
        pilot.window.screenReader = false
        XCTAssertTrue(pilot.text.contains("─"), "the bars' rules are back")
    }
}
