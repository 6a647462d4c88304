import Observation
import XCTest

@testable import TUIKit

/// A flag some service owns, as the push permission prompt does.
@MainActor
@Observable
private final class PromptModel {
    var isPresented = false
    var answers: [Bool] = []
}

@MainActor
final class WindowAlertPresenterTests: XCTestCase {
    /// Lets the main queue run (the presenter hears of a flag's change there), bounded.
    private func waitUntil(_ pilot: Pilot, shows text: String) async -> Bool {
        for _ in 0..<100 where !pilot.text.contains(text) { await Task.yield() }
        return pilot.text.contains(text)
    }

    private func makePilotWithAlert(model: PromptModel) -> Pilot {
        let log = EventLog()
        let pilot = makePilot(root: RecordingScreen("root", log: log))
        pilot.window.alertPresenter.alert(
            title: { "Allow notifications?" }, isPresented: Binding(model, \.isPresented),
            actions: {
                AlertButton("Deny", role: .cancel) { model.answers.append(false) }
                AlertButton("Allow") { model.answers.append(true) }
            },
            message: { "Pushes show as banners." })
        return pilot
    }

    func testTheAlertShowsOverWhicheverScreenIsInFrontWhenItsFlagTurnsTrue() async {
        let model = PromptModel()
        let pilot = makePilotWithAlert(model: model)
        XCTAssertFalse(pilot.text.contains("Allow notifications?"))
        pilot.window.present(
            controller: RecordingScreen("presented", log: EventLog()), isAnimated: false, completion: nil)
        XCTAssertTrue(pilot.text.contains("content of presented"))

        model.isPresented = true
        let shown = await waitUntil(pilot, shows: "Allow notifications?")
        XCTAssertTrue(shown, "redrawn without anyone asking: \(pilot.text)")
        XCTAssertTrue(pilot.text.contains("Pushes show as banners."))
        XCTAssertTrue(pilot.text.contains("content of presented"), "over the presented screen")
        pilot.press(named: "enter")
        XCTAssertEqual(model.answers, [true], "Enter presses the default button")
        XCTAssertFalse(model.isPresented)
        XCTAssertFalse(pilot.text.contains("Allow notifications?"))

        // Armed again after the first change: a second request shows too.
        model.isPresented = true
        let again = await waitUntil(pilot, shows: "Allow notifications?")
        XCTAssertTrue(again)
        XCTAssertTrue(pilot.click(on: "Deny"))
        XCTAssertEqual(model.answers, [true, false])
    }

    func testKeysGoToTheAlertNotTheScreenBeneath() async {
        let model = PromptModel()
        let pilot = makePilotWithAlert(model: model)
        model.isPresented = true
        let shown = await waitUntil(pilot, shows: "Allow notifications?")
        XCTAssertTrue(shown)
        pilot.press(named: "q")
        XCTAssertFalse(pilot.quitRequested, "the modal alert keeps keys from the window")
        pilot.press(named: "esc")
        XCTAssertEqual(model.answers, [false], "Esc presses cancel")
        XCTAssertFalse(pilot.text.contains("Allow notifications?"))
    }
}
