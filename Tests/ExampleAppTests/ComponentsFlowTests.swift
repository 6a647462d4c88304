import ExampleApp
import Storage
import TUIKit
import XCTest

/// The Components tab and its demos driven as a person would: keys, clicks, the wheel, time.
@MainActor
final class ComponentsFlowTests: XCTestCase {
    private func pilot(_ route: AppRoute = .components, language: Language = .en) throws -> Pilot {
        try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: route, options: LaunchOptions(language: language, directories: .temporaryForTest())))
    }

    private func component(_ id: String) throws -> Pilot {
        try pilot(AppRoute(url: "exampletui://components/\(id)"))
    }

    func testTheTabListsEveryComponentAndOpensOneByKeyOrClick() async throws {
        let pilot = try pilot(.examples)
        pilot.press(named: "2")
        XCTAssertTrue(pilot.frame.line(0).contains("Component library"))
        for title in ["Styles", "Buttons", "Switch", "Page control", "Carousel", "Styled text"] {
            XCTAssertTrue(pilot.text.contains(title), title)
        }
        pilot.press(named: "end")
        for title in ["Avatars and badges", "Text fields", "OTP field"] {
            XCTAssertTrue(pilot.text.contains(title), "the list scrolls to the last ones: \(title)")
        }
        pilot.press(named: "home")
        pilot.press(named: "down", "enter")
        XCTAssertTrue(pilot.frame.line(0).contains("Buttons"))
        pilot.press(named: "esc")
        XCTAssertTrue(pilot.click(on: "Carousel"))
        XCTAssertTrue(pilot.frame.line(0).contains("Carousel"))
        XCTAssertTrue(pilot.click(on: "Back"))
        XCTAssertTrue(pilot.frame.line(0).contains("Component library"))
    }

    func testAnUnknownComponentSaysWhichExist() {
        XCTAssertThrowsError(try AppRoute(url: "exampletui://components/slider")) { error in
            XCTAssertTrue("\(error)".contains("unknown component 'slider'"))
            XCTAssertTrue("\(error)".contains("exampletui://components/carousel"))
        }
    }

    func testButtonsPressByKeyAndClickButNotWhenDisabled() async throws {
        let pilot = try component("buttons")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("Last pressed: Save · presses in all: 1"), pilot.text)
        // The live row, below the gallery of states.
        let live = try XCTUnwrap(pilot.position(of: "◂   [ Share ]"))
        pilot.click(x: live.x + 6, y: live.y)
        XCTAssertTrue(pilot.text.contains("Last pressed: Share · presses in all: 2"))
        pilot.advance(by: .milliseconds(200))
        pilot.press(named: "right", "d")
        XCTAssertTrue(pilot.text.contains("· ! Delete ·"), "the disabled button loses its brackets")
        pilot.press(named: "enter")
        XCTAssertTrue(pilot.text.contains("presses in all: 2"), "a disabled button does nothing")
        let disabled = try XCTUnwrap(lastPosition(of: "· ! Delete ·", in: pilot))
        pilot.click(x: disabled.x + 4, y: disabled.y)
        XCTAssertTrue(pilot.text.contains("presses in all: 2"), "nor does a click on it")
        pilot.press(named: "d", "enter")
        XCTAssertTrue(pilot.text.contains("Last pressed: Delete · presses in all: 3"))
    }

    func testASwitchTogglesBySpaceEnterAndClickButTheLockedOneDoesNot() async throws {
        let pilot = try component("switch")
        XCTAssertTrue(line(containing: "Notifications", in: pilot).hasSuffix("(━━━━━●)  on"))
        pilot.press(named: "space")
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(line(containing: "Notifications", in: pilot).hasSuffix("(●─────)  off"))
        pilot.press(named: "down", "enter")
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(line(containing: "Sounds", in: pilot).hasSuffix("(━━━━━●)  on"))
        let notifications = try XCTUnwrap(pilot.position(of: "(●─────)"))
        pilot.click(x: notifications.x + 3, y: notifications.y)
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(line(containing: "Notifications", in: pilot).hasSuffix("(━━━━━●)  on"), "a click toggles")
        XCTAssertTrue(line(containing: "› Notifications", in: pilot).hasSuffix("on"), "and focuses")
        pilot.press(named: "up", "space")
        XCTAssertTrue(
            line(containing: "› Locked setting", in: pilot).hasSuffix("(━━━━━●)  on"), "a locked switch stays")
        XCTAssertEqual(pilot.clock.pendingCount, 0, "no timer once the switches are still")
    }

    /// The trimmed text of the first row that contains `text`.
    private func line(containing text: String, in pilot: Pilot) -> String {
        let frame = pilot.frame
        for y in 0..<frame.size.height where frame.line(y).contains(text) {
            var line = frame.line(y)
            while line.last == " " { line.removeLast() }
            return line
        }
        return ""
    }

    /// The position of `text` in the lowest row that holds it.
    private func lastPosition(of text: String, in pilot: Pilot) -> Point? {
        let frame = pilot.frame
        for y in (0..<frame.size.height).reversed() {
            let line = frame.line(y)
            guard let range = line.range(of: text) else { continue }
            return Point(x: line[..<range.lowerBound].cellWidth, y: y)
        }
        return nil
    }

    func testTheCarouselFollowsKeysAndTheWheelAndThePageControlFollowsIt() async throws {
        let pilot = try component("carousel")
        XCTAssertTrue(pilot.text.contains("━━━━ • • • • •"))
        pilot.press(named: "right")
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("│ Card 2"))
        XCTAssertTrue(pilot.text.contains("• ━━━━ • • • •"))
        let card = try XCTUnwrap(pilot.position(of: "Card 3"))
        pilot.scroll(up: false, x: card.x, y: card.y)
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("• • ━━━━ • • •"), "one wheel step is one card")
        pilot.scroll(up: true, x: card.x, y: card.y)
        pilot.scroll(up: true, x: card.x, y: card.y)
        pilot.scroll(up: true, x: card.x, y: card.y)
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("━━━━ • • • • •"), "the wheel stops at the first card")
        XCTAssertEqual(pilot.clock.pendingCount, 0)
        let third = try XCTUnwrap(pilot.position(of: "Card 3"))
        pilot.click(x: third.x, y: third.y + 2)
        XCTAssertTrue(pilot.frame[third.x, third.y + 2].style.attributes.contains(.reverse), "the card shows the press")
        pilot.advance(by: .milliseconds(300))
        XCTAssertTrue(pilot.text.contains("• • ━━━━ • • •"), "a clicked card scrolls to the start")
        XCTAssertTrue(pilot.text.contains("│ Card 3"))
    }

    func testThePageControlFlowsOnKeysAndJumpsOnABeanClick() async throws {
        let pilot = try component("page-control")
        pilot.press(named: "right")
        XCTAssertTrue(pilot.text.contains("Page 2 of 5"))
        pilot.advance(by: .milliseconds(125))
        XCTAssertTrue(pilot.text.contains("━━ ━━━ • • •"), "half way, the two beans share the width\n" + pilot.text)
        pilot.advance(by: .milliseconds(200))
        XCTAssertTrue(pilot.text.contains("• ━━━━ • • •"))
        let row = try XCTUnwrap(pilot.position(of: "• ━━━━ • • •"))
        pilot.click(x: row.x + 11, y: row.y)
        XCTAssertTrue(pilot.text.contains("Page 5 of 5"))
    }

    func testStyledTextRewrapsAndReportsAClickedLink() async throws {
        let pilot = try component("styled-text")
        XCTAssertTrue(pilot.text.contains("Width: 40 columns"))
        pilot.press(named: "-", "-")
        XCTAssertTrue(pilot.text.contains("Width: 32 columns"))
        XCTAssertTrue(pilot.click(on: "docs"))
        // The pilot has no display: the link is shown and copied, never handed to xdg-open.
        XCTAssertTrue(pilot.text.contains("No display here: the link is copied: https://github.com/example"))
    }

    func testAvatarBadgesCountUpToNinetyNinePlusAndHideAtZero() async throws {
        let pilot = try component("avatars")
        XCTAssertTrue(pilot.text.contains("(3)"))
        XCTAssertTrue(pilot.text.contains("(99+)"))
        for _ in 0..<10 { pilot.press(named: "+") }
        XCTAssertTrue(pilot.text.contains("Anna Karenina · badge: 103"))
        XCTAssertFalse(pilot.text.contains("(3)"))
        pilot.press(named: "0")
        XCTAssertTrue(pilot.text.contains("Anna Karenina · badge: 0"))
        XCTAssertTrue(pilot.text.contains("╭────╮"), "no badge on the first avatar")
    }

    func testArrowsChooseWhoseBadgeChangesAndAClickAddsTen() async throws {
        let pilot = try component("avatars")
        pilot.press(named: "left")
        XCTAssertTrue(pilot.text.contains("— · badge: 7"), "← wraps to the last person, who has no name")
        pilot.press(named: "right", "right")
        let chosen = try XCTUnwrap(pilot.position(of: "Лев Толстой"))
        XCTAssertTrue(pilot.frame[chosen.x, chosen.y].style.attributes.contains(.underline), "the chosen name")
        XCTAssertEqual(pilot.frame[chosen.x + 2, chosen.y + 1].symbol, "▲", pilot.text)
        pilot.press(named: "-", "-", "-", "-", "-")
        XCTAssertTrue(pilot.text.contains("Лев Толстой · badge: 0"), "never below zero")
        XCTAssertTrue(pilot.text.contains("(3)"), "the others keep theirs")
        let prince = try XCTUnwrap(pilot.position(of: "│ P  │"))
        pilot.click(x: prince.x + 2, y: prince.y)
        let name = try XCTUnwrap(pilot.position(of: "Prince "))
        XCTAssertTrue(pilot.frame[name.x, name.y].style.attributes.contains(.underline), "chosen by the click")
        XCTAssertTrue(pilot.text.contains("Prince · badge: 10"))
        XCTAssertTrue(pilot.text.contains("╭───(10)"), "the badge shows on the clicked avatar")
        XCTAssertTrue(pilot.frame[prince.x + 2, prince.y].style.attributes.contains(.reverse), "pressed")
        pilot.advance(by: .milliseconds(200))
        XCTAssertFalse(pilot.frame[prince.x + 2, prince.y].style.attributes.contains(.reverse), "released")
    }

    func testTheTabBarStyleChangesLiveInSettings() async throws {
        let pilot = try pilot(.settings, language: .ru)
        XCTAssertTrue(pilot.text.contains("Примеры 1"))
        pilot.press(named: "down", "down", "down", "enter")
        XCTAssertTrue(pilot.text.contains("Компактная"))
        let bottom = pilot.frame.line(pilot.frame.size.height - 1)
        XCTAssertTrue(bottom.contains("▤ 1"), bottom)
        XCTAssertTrue(bottom.contains("Настройки 3"))
        XCTAssertFalse(pilot.text.contains("Примеры 1"), "only the selected tab keeps its title")
        pilot.press(named: "1")
        XCTAssertTrue(pilot.frame.line(0).contains("Библиотека готовых решений"))
        XCTAssertTrue(pilot.click(on: "◧ 2"), "compact items take clicks")
        XCTAssertTrue(pilot.frame.line(0).contains("Библиотека компонентов"))
    }
}
