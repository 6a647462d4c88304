import Observation
import XCTest

@testable import TUIKit

/// A screen with a few keys and, when asked, a field that types text.
@MainActor
private final class PaletteTestScreen: ScreenController {
    var ran: [String] = []
    var typed = ""
    var hasField = false

    override func render(in area: Rect, frame: Frame) {
        frame.canvas.write("screen: \(ran.joined(separator: ",")) [\(typed)]", at: area.origin, clip: area)
        if hasField { frame.canvas.cursor = Point(x: area.x + 30, y: area.y) }
    }

    override var bindings: [KeyBinding] {
        var bindings = [
            KeyBinding("r", "reload the list") { [unowned self] in ran.append("reload") },
            KeyBinding("x", "expire the token", isShown: false) { [unowned self] in ran.append("expire") },
            KeyBinding(.enter, "open") { [unowned self] in ran.append("open") },
            // A key a later binding names again: dispatch and the palette keep the first.
            KeyBinding("r", "shadowed") { [unowned self] in ran.append("shadowed") },
        ]
        if hasField {
            bindings.insert(
                .text { [unowned self] character in
                    typed.append(character)
                    return true
                }, at: 0)
        }
        return bindings
    }
}

/// The app's commands, as an app value gives them.
@MainActor
private final class PaletteTestApplication: WindowApplication {
    var ran: [String] = []
    var hotkeys: [KeyBinding] { [] }
    func screenDidAppear(_ controller: ScreenController) {}
    var paletteCommands: [PaletteCommand] {
        [
            PaletteCommand("Open settings", group: "Go to") { [unowned self] in ran.append("settings") },
            PaletteCommand("Bottom sheet", group: "Go to") { [unowned self] in ran.append("sheet") },
            PaletteCommand("Switch language to Русский", group: "Settings", id: "language") { [unowned self] in
                ran.append("language")
            },
        ]
    }
}

/// Keeps recent choices in memory, as a file store would.
@MainActor
private final class MemoryRecents: PaletteRecents {
    var ids: [String]
    var saves = 0
    init(_ ids: [String] = []) { self.ids = ids }
    func load() -> [String] { ids }
    func save(_ ids: [String]) {
        self.ids = ids
        saves += 1
    }
}

@MainActor
final class CommandPaletteTests: XCTestCase {
    private var application = PaletteTestApplication()

    private func makePalettePilot(_ screen: PaletteTestScreen = PaletteTestScreen()) -> Pilot {
        let pilot = makePilot(root: screen, size: Size(width: 70, height: 20))
        pilot.window.attach(application: application)
        return pilot
    }

    private func titles(_ pilot: Pilot) -> [String] {
        let palette = pilot.window.commandPalette
        return palette.results.map { palette.commands[$0.index].title }
    }

    func testCtrlPOpensTheAppsCommandsAndTheKeysInForceByDescription() async {
        let pilot = makePalettePilot()
        pilot.press(named: "ctrl-p")
        XCTAssertTrue(pilot.window.commandPalette.isOpen)
        XCTAssertEqual(
            titles(pilot),
            [
                "Open settings", "Bottom sheet", "Switch language to Русский", "reload the list", "expire the token",
                "open", "quit",
            ],
            "hidden keys with a description are listed; a shadowed key and the palette's own are not")
        XCTAssertTrue(pilot.text.contains("Commands"))
        XCTAssertTrue(pilot.text.contains("reload the list"))
        XCTAssertTrue(pilot.text.contains("r  Keys"), "a key's label and group at the row's end")
        XCTAssertTrue(pilot.text.contains("↑↓ move · Enter run · Esc close"))
        pilot.press(named: "ctrl-p")
        XCTAssertFalse(pilot.window.commandPalette.isOpen, "Ctrl-P again closes it")
    }

    func testTheHintLineNamesTheKeysAKeymapGave() async {
        let pilot = makePalettePilot()
        pilot.run {
            pilot.window.keymap = Keymap(
                file: "keymap.toml",
                entries: [
                    Keymap.Entry(id: "palette.run", keys: [.control("o")], line: 2),
                    Keymap.Entry(id: "palette.up", keys: [.control("u")], line: 3),
                ])
        }
        pilot.press(named: "ctrl-p")
        XCTAssertTrue(pilot.text.contains("Ctrl-U/↓ move · Ctrl-O run · Esc close"), pilot.text)
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.window.commandPalette.isOpen, "Enter no longer runs")
        pilot.press(named: "ctrl-o")
        XCTAssertFalse(pilot.window.commandPalette.isOpen, "Ctrl-O runs the selected command")
    }

    /// The monkey test's crash: a paste reached the palette after it had closed, its search
    /// still indexed the closed list, and a click on a row from the frame before ran a
    /// command that was no longer there.
    func testAPasteAfterClosingAndAStaleClickRunNothing() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        let palette = pilot.window.commandPalette
        pilot.press(named: "ctrl-p")
        palette.close()
        palette.paste("reload")
        XCTAssertTrue(palette.results.isEmpty, "a closed palette has no results to click")
        palette.run(at: 0)
        XCTAssertEqual(screen.ran, [])
        XCTAssertEqual(application.ran, [])
    }

    func testTypingFiltersAndEnterRunsTheBestMatch() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.press(named: "ctrl-p")
        pilot.type("rel")
        XCTAssertEqual(titles(pilot), ["reload the list"])
        XCTAssertEqual(pilot.frame.cursor?.y, pilot.position(of: "❯ rel")?.y, "the cursor sits in the query")
        pilot.press(named: "enter")
        XCTAssertFalse(pilot.window.commandPalette.isOpen)
        XCTAssertEqual(screen.ran, ["reload"], "ran as if r were pressed: the first binding of r")
        XCTAssertTrue(pilot.text.contains("screen: reload"))
    }

    func testAHiddenBindingRunsAndTheAppsCommandsRunOnce() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.press(named: "ctrl-p")
        pilot.type("expire")
        pilot.press(named: "enter")
        XCTAssertEqual(screen.ran, ["expire"])
        pilot.press(named: "ctrl-p")
        pilot.type("sheet")
        pilot.press(named: "enter")
        XCTAssertEqual(application.ran, ["sheet"])
        XCTAssertEqual(screen.ran, ["expire"], "the screen got no Enter")
    }

    func testEscClosesAndTheScreenHasItsKeysAndCursorBack() async {
        let screen = PaletteTestScreen()
        screen.hasField = true
        let pilot = makePalettePilot(screen)
        pilot.press(named: "ctrl-p")
        pilot.press(named: "r")
        XCTAssertEqual(screen.ran, [], "keys go to the palette's query, not the screen")
        XCTAssertEqual(pilot.window.commandPalette.query.text, "r")
        pilot.press(named: "esc")
        XCTAssertFalse(pilot.window.commandPalette.isOpen)
        XCTAssertEqual(pilot.frame.cursor, Point(x: 30, y: 0), "the field's edit point is back")
        pilot.press(named: "x")
        XCTAssertEqual(screen.typed, "x")
    }

    func testColonOpensOnlyWhereNoFieldTakesIt() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.type(":")
        XCTAssertTrue(pilot.window.commandPalette.isOpen)
        pilot.type(":")
        XCTAssertEqual(pilot.window.commandPalette.query.text, ":", "typed into the open palette's query")
        pilot.press(named: "esc")
        screen.hasField = true
        pilot.type("a:b")
        XCTAssertFalse(pilot.window.commandPalette.isOpen, "a text field types ':'")
        XCTAssertEqual(screen.typed, "a:b")
    }

    func testKeysReadWithTheOneThatOpensItGoIntoTheQuery() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        // A burst read at once, before any frame shows the palette: typed fast, or pasted keys.
        pilot.host.handle([":", "r", "e", "l"].map { Event.key(KeyEvent(.character($0))) })
        pilot.host.handle(.paste("oad"))
        pilot.redraw()
        XCTAssertEqual(pilot.window.commandPalette.query.text, "reload")
        XCTAssertEqual(screen.ran, [], "r went to the query, not to the screen's reload")
    }

    func testNoMatchesSaysSoAndEnterDoesNothing() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.press(named: "ctrl-p")
        pilot.type("zzz")
        XCTAssertTrue(pilot.text.contains("No matching commands"))
        XCTAssertTrue(pilot.text.contains("0/7"))
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.window.commandPalette.isOpen, "nothing to run: it stays open")
        pilot.press(named: "backspace", "backspace", "backspace")
        XCTAssertEqual(titles(pilot).count, 7)
    }

    func testArrowsMoveAndWrapAndAClickRunsARow() async {
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.press(named: "ctrl-p")
        pilot.press(named: "up")
        XCTAssertEqual(pilot.window.commandPalette.selection.selectedIndex, 6, "up from the first wraps to the last")
        pilot.press(named: "down")
        XCTAssertEqual(pilot.window.commandPalette.selection.selectedIndex, 0)
        XCTAssertTrue(pilot.click(on: "Enter  Keys"))
        XCTAssertFalse(pilot.window.commandPalette.isOpen)
        XCTAssertEqual(screen.ran, ["open"])
    }

    func testTheWheelMovesTheSelectionAndAClickOutsideCloses() async {
        let pilot = makePalettePilot()
        pilot.press(named: "ctrl-p")
        guard let row = pilot.position(of: "Bottom sheet") else { return XCTFail(pilot.text) }
        pilot.scroll(up: false, x: row.x, y: row.y)
        pilot.scroll(up: false, x: row.x, y: row.y)
        XCTAssertEqual(pilot.window.commandPalette.selection.selectedIndex, 2)
        pilot.click(x: 0, y: 19)
        XCTAssertFalse(pilot.window.commandPalette.isOpen)
    }

    func testAPasteGoesIntoTheQueryOnOneLine() async {
        let pilot = makePalettePilot()
        pilot.press(named: "ctrl-p")
        pilot.paste("lang\nuage")
        XCTAssertEqual(pilot.window.commandPalette.query.text, "language")
        XCTAssertEqual(titles(pilot), ["Switch language to Русский"])
    }

    func testRecentChoicesRankFirstAndAreKept() async {
        let recents = MemoryRecents(["language"])
        let pilot = makePalettePilot()
        pilot.window.commandPalette.recents = recents
        pilot.press(named: "ctrl-p")
        XCTAssertEqual(titles(pilot).first, "Switch language to Русский", "recent from the store first")
        pilot.type("open")
        pilot.press(named: "enter")
        XCTAssertEqual(application.ran, ["settings"])
        XCTAssertEqual(recents.ids, ["Go to/Open settings", "language"], "the latest first, saved")
        pilot.press(named: "ctrl-p")
        XCTAssertEqual(Array(titles(pilot).prefix(2)), ["Open settings", "Switch language to Русский"])
    }

    func testItOpensOverAModalAlertAndListsNoneOfTheScreensKeysThere() async {
        let model = AlertFlag()
        let screen = PaletteTestScreen()
        let pilot = makePalettePilot(screen)
        pilot.window.alertPresenter.alert(
            title: { "Sure?" }, isPresented: Binding(model, \.isPresented), actions: {}, message: { "Really." })
        model.isPresented = true
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("Sure?"))
        pilot.press(named: "ctrl-p")
        XCTAssertTrue(pilot.window.commandPalette.isOpen)
        XCTAssertFalse(titles(pilot).contains("reload the list"), "the alert keeps the screen's keys")
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.text.contains("Sure?"), "Esc closed the palette, not the alert")
    }
}

@MainActor
@Observable
private final class AlertFlag {
    var isPresented = false
}
