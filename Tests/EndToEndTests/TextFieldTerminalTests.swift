import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The text field demo in a real pseudo-terminal: the hardware cursor stands at the edit
/// point while a field has focus, a bracketed paste arrives whole, and the cursor hides
/// again when no field edits.
final class TextFieldTerminalTests: XCTestCase {
    func testTheCursorFollowsTheEditPointAndAPasteFillsTheMask() throws {
        let app = try AppSession(arguments: ["exampletui://components/text-fields"])
        app.expectScreen(containing: "Phone number", timeout: .seconds(10))
        app.expectScreen("shows the cursor after the second hint") { screen in
            screen.isCursorVisible && screen.cursorRow == (screen.row(containing: "+7 (") ?? -1)
                && screen.cursorColumn == 6
        }
        app.send("916")
        app.expectScreen("has the cursor after 916") { screen in
            screen.contains("+7 (916") && screen.cursorColumn == 9
        }
        app.send("\u{1B}OD\u{1B}OD")  // ← twice, as xterm sends it in keypad mode
        app.expectScreen("moved the cursor back over two digits") { $0.cursorColumn == 7 }
        app.send("\u{15}\u{1B}[200~8 (916) 555-12-34\u{1B}[201~")
        app.expectScreen("pasted the number whole, the 8 taken as the trunk prefix") { screen in
            screen.contains("+7 (916) 555-12-34") && screen.cursorColumn == 20
        }
        app.send("\u{1B}[1;5D")
        app.expectScreen("jumped a word back with Ctrl-←: to the first slot") { $0.cursorColumn == 6 }
        app.send("\u{1B}[4~")
        app.expectScreen("went to the end with End as tmux sends it") { $0.cursorColumn == 20 }
        app.send("\u{1B}")
        app.expectScreen("is back on the component list") { screen in
            screen.contains("Component library") && !screen.contains("Phone number")
        }
        XCTAssertFalse(app.terminal.screen.isCursorVisible, "no field, no cursor\n\(app.dump())")
    }
}
