import XCTest

@testable import TUIKit

/// Where an alert's box, text and buttons go, and the order and labels of its buttons.
final class AlertLayoutTests: XCTestCase {
    private typealias Spec = AlertLayout.ButtonSpec

    private let window80 = Rect(x: 0, y: 0, width: 80, height: 24)
    private let window120 = Rect(x: 0, y: 0, width: 120, height: 40)

    private func layout(
        title: String = "Title",
        message: String = "",
        buttons: [Spec] = [Spec(title: "OK", role: .default)],
        in bounds: Rect? = nil
    ) -> AlertLayout {
        AlertLayout(title: title, message: message, buttons: buttons, in: bounds ?? window80)
    }

    func testCancelLeadsARowAndEndsAStackAsOnIOS() {
        let specs = [
            Spec(title: "Save", role: .default), Spec(title: "Cancel", role: .cancel),
            Spec(title: "Discard", role: .destructive),
        ]
        XCTAssertEqual(AlertLayout.order(of: specs, isStacked: false), [1, 0, 2])
        XCTAssertEqual(AlertLayout.order(of: specs, isStacked: true), [0, 2, 1])
    }

    func testInitialFocusIsTheDefaultButtonElseCancelNeverDestructive() {
        let cancel = Spec(title: "Cancel", role: .cancel)
        let delete = Spec(title: "Delete", role: .destructive)
        let save = Spec(title: "Save", role: .default)
        XCTAssertEqual(AlertLayout.initialFocus(of: [cancel, save]), 1)
        XCTAssertEqual(AlertLayout.initialFocus(of: [delete, cancel]), 1)
        XCTAssertEqual(AlertLayout.initialFocus(of: [delete, save, cancel]), 1)
        XCTAssertEqual(AlertLayout.initialFocus(of: [delete]), 0)
    }

    func testButtonLabelsKeepTheirWidthWhenFocusedAndMarkDestructive() {
        let delete = Spec(title: "Delete", role: .destructive)
        let ok = Spec(title: "OK", role: .default)
        XCTAssertEqual(AlertLayout.width(of: ok), 6)
        XCTAssertEqual(AlertLayout.width(of: delete), 12)
        XCTAssertEqual(AlertLayout.label(of: ok, width: 6, isFocused: false, unicode: true), "[ OK ]")
        XCTAssertEqual(AlertLayout.label(of: ok, width: 6, isFocused: true, unicode: true), "▸ OK ◂")
        XCTAssertEqual(AlertLayout.label(of: ok, width: 6, isFocused: true, unicode: false), "> OK <")
        XCTAssertEqual(AlertLayout.label(of: delete, width: 12, isFocused: false, unicode: true), "[ ! Delete ]")
        XCTAssertEqual(AlertLayout.label(of: ok, width: 10, isFocused: false, unicode: true), "[   OK   ]", "centred")
        XCTAssertEqual(AlertLayout.label(of: delete, width: 9, isFocused: false, unicode: true), "[ ! De… ]")
    }

    func testAShortAlertTakesTheMinimumWidthCentredInTheWindow() {
        let alert = layout(title: "Saved", message: "Done.")
        XCTAssertEqual(alert.frame.width, AlertLayout.minimumWidth)
        XCTAssertEqual(alert.frame.x, (80 - AlertLayout.minimumWidth) / 2)
        XCTAssertEqual(alert.frame.height, 9, "border, blank, title, blank, message, blank, buttons, blank")
        XCTAssertEqual(alert.frame.y, (24 - 9) / 2)
        XCTAssertEqual(alert.titleArea.y, alert.frame.y + 2)
        XCTAssertEqual(alert.messageArea.y, alert.titleArea.y + 2)
        XCTAssertEqual(alert.buttons.map(\.frame.y), [alert.messageArea.maxY + 1])
    }

    func testALongMessageWidensTheBoxToTwoThirdsOf80ColumnsAndToTheCapAt120() {
        let message = String(repeating: "a", count: 300)
        XCTAssertEqual(layout(message: message).frame.width, 53)
        XCTAssertEqual(layout(message: message, in: window120).frame.width, AlertLayout.maximumWidth)
        let narrow = layout(message: message, in: Rect(x: 0, y: 0, width: 40, height: 12))
        XCTAssertEqual(narrow.frame.width, 36)
        XCTAssertLessThanOrEqual(narrow.frame.maxY, 12)
    }

    func testAShortMessageWrapsIntoEvenLinesAndIsCentredALongOneIsNot() {
        let even = layout(message: "We will let you know when someone replies to you.")
        XCTAssertEqual(even.messageLines, ["We will let you know when", "someone replies to you."])
        XCTAssertTrue(even.isMessageCentered)
        let long = layout(message: String(repeating: "A sentence of some length. ", count: 8))
        XCTAssertGreaterThan(long.messageLines.count, AlertLayout.centeredMessageLines)
        XCTAssertFalse(long.isMessageCentered)
        XCTAssertTrue(long.messageLines.allSatisfy { $0.cellWidth <= long.messageArea.width })
    }

    func testButtonsGoInARowWhileTheyFitElseOnePerLineOfOneWidth() {
        let specs = [
            Spec(title: "Save", role: .default), Spec(title: "Discard changes", role: .destructive),
            Spec(title: "Keep editing", role: .cancel),
        ]
        let row = layout(buttons: specs, in: window120)
        XCTAssertFalse(row.isStacked)
        XCTAssertEqual(row.buttons.map(\.index), [2, 0, 1])
        XCTAssertEqual(Set(row.buttons.map(\.frame.y)).count, 1)
        let gaps = zip(row.buttons, row.buttons.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        XCTAssertEqual(gaps, [AlertLayout.buttonSpacing, AlertLayout.buttonSpacing])

        let stack = layout(buttons: specs)
        XCTAssertTrue(stack.isStacked, "49 columns of buttons do not fit in the 47 inside a box at 80 columns")
        XCTAssertEqual(stack.buttons.map(\.index), [0, 1, 2])
        XCTAssertEqual(stack.buttons.map(\.frame.y), [0, 1, 2].map { stack.messageArea.maxY + 1 + $0 })
        XCTAssertEqual(Set(stack.buttons.map(\.frame.width)), [AlertLayout.width(of: specs[1])])
        XCTAssertEqual(stack.frame.width, AlertLayout.minimumWidth, "a stack needs only its widest button")
    }

    func testAMessageTallerThanTheWindowShowsAPageAndLeavesRoomAround() {
        let message = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        let alert = layout(message: message)
        XCTAssertEqual(alert.frame.height, 20)
        XCTAssertEqual(alert.frame.y, 2)
        XCTAssertTrue(alert.isMessageScrollable)
        XCTAssertEqual(alert.messageArea.height, 12)
        XCTAssertEqual(alert.maximumMessageOffset, 28)
        XCTAssertEqual(layout(message: message, in: window120).messageArea.height, 28)
    }

    func testCyrillicAndWideTextIsMeasuredInCells() {
        let cyrillic = layout(title: "Удалить черновик?", message: "Черновик и три вложения будут удалены.")
        XCTAssertEqual(cyrillic.messageLines, ["Черновик и три вложения будут удалены."])
        XCTAssertEqual(cyrillic.frame.width, 44, "38 letters of one cell each, and the chrome")

        let wide = layout(
            title: "草稿已保存", message: String(repeating: "漢字", count: 40),
            buttons: [Spec(title: "好的", role: .default)])
        XCTAssertEqual(wide.messageLines.first?.cellWidth, 46, "wide letters never split: 23 of them in 47 cells")
        XCTAssertEqual(wide.frame.width, 52, "as wide as its widest line")
        XCTAssertEqual(AlertLayout.width(of: Spec(title: "好的", role: .default)), 8)
    }
}
