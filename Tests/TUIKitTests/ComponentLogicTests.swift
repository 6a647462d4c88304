import XCTest

@testable import TUIKit

/// The logic under the components: page control flow, snap paging, span wrapping,
/// initials, badge text.
final class ComponentLogicTests: XCTestCase {
    private let beans = BeanPageControl.Appearance(inactiveBeanWidth: 1, activeBeanWidth: 5, padding: 1)

    func testTheActiveBeanIsWiderAndFlowsToTheNextPage() {
        XCTAssertEqual(BeanPageControl.beanWidths(count: 4, position: 0, appearance: beans), [5, 1, 1, 1])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 4, position: 0.25, appearance: beans), [4, 2, 1, 1])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 4, position: 0.5, appearance: beans), [3, 3, 1, 1])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 4, position: 1, appearance: beans), [1, 5, 1, 1])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 4, position: 3, appearance: beans), [1, 1, 1, 5])
        for step in 0...30 {
            let widths = BeanPageControl.beanWidths(count: 4, position: Double(step) / 10, appearance: beans)
            XCTAssertEqual(widths.reduce(0, +), 5 + 3, "the row keeps its width while beans flow (\(step))")
        }
    }

    func testPageControlPositionsOutsideThePagesAreClamped() {
        XCTAssertEqual(BeanPageControl.beanWidths(count: 3, position: -2, appearance: beans), [5, 1, 1])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 3, position: 9, appearance: beans), [1, 1, 5])
        XCTAssertEqual(BeanPageControl.beanWidths(count: 0, position: 0, appearance: beans), [])
    }

    func testSnapPagingLandsOnWholeItems() {
        let manager = ItemsScrollManager(cellWidth: 20, cellOffset: 2, insets: EdgeInsets(left: 2, right: 2))
        XCTAssertEqual(manager.step, 22)
        XCTAssertEqual(manager.contentWidth(count: 5), 2 + 5 * 20 + 4 * 2 + 2)
        XCTAssertEqual(manager.offset(forItem: 1, count: 5, viewportWidth: 50), 22)
        XCTAssertEqual(
            manager.offset(forItem: 4, count: 5, viewportWidth: 50), 112 - 50, "the last items end at the edge")
        XCTAssertEqual(manager.offset(forItem: 9, count: 5, viewportWidth: 50), 62)
        XCTAssertEqual(manager.offset(forItem: -1, count: 5, viewportWidth: 50), 0)
        XCTAssertEqual(manager.offset(forItem: 3, count: 5, viewportWidth: 200), 0, "everything fits: no scrolling")
        XCTAssertEqual(manager.nearestItem(toOffset: 10, count: 5), 0)
        XCTAssertEqual(manager.nearestItem(toOffset: 12, count: 5), 1)
        XCTAssertEqual(manager.nearestItem(toOffset: 500, count: 5), 4)
    }

    func testADragSettlesOnTheNextItemInItsDirectionOnly() {
        let manager = ItemsScrollManager(cellWidth: 20, cellOffset: 2)
        XCTAssertEqual(manager.targetItem(beginOffset: 22, offset: 25, count: 5), 2)
        XCTAssertEqual(manager.targetItem(beginOffset: 22, offset: 90, count: 5), 2, "never more than one item")
        XCTAssertEqual(manager.targetItem(beginOffset: 22, offset: 21, count: 5), 0)
        XCTAssertEqual(manager.targetItem(beginOffset: 22, offset: 22, count: 5), 1)
        XCTAssertEqual(manager.targetItem(beginOffset: 88, offset: 99, count: 5), 4)
        XCTAssertEqual(manager.targetItem(beginOffset: 0, offset: -5, count: 5), 0)
    }

    private func lines(_ text: StyledString, width: Int) -> [String] {
        text.wrapped(toWidth: width).map { $0.map(\.text).joined() }
    }

    func testWrappingBreaksAtSpacesNeverWhereSpansMeet() {
        let text = "Make it".with(attributes: []) + " bold".with(attributes: [.bold]) + ", now".with(attributes: [])
        XCTAssertEqual(lines(text, width: 12), ["Make it", "bold, now"], "'bold,' is one word across two spans")
        let wrapped = text.wrapped(toWidth: 12)
        XCTAssertEqual(wrapped[1].map(\.text), ["bold", ", now"])
        XCTAssertEqual(wrapped[1][0].attributes, [.bold])
        XCTAssertEqual(lines(text, width: 40), ["Make it bold, now"])
    }

    func testASpanCutByABreakKeepsItsAttributesOnBothLines() {
        let text = "see".with(attributes: []) + " the docs here".with(attributes: [.link("https://x")])
        let wrapped = text.wrapped(toWidth: 8)
        XCTAssertEqual(wrapped.map { $0.map(\.text).joined() }, ["see the", "docs", "here"])
        XCTAssertEqual(wrapped[0].last?.link, "https://x")
        XCTAssertEqual(wrapped[1].first?.link, "https://x")
        XCTAssertEqual(wrapped[2].first?.link, "https://x")
    }

    func testWideCharactersWrapByCellsAndAreNeverSplit() {
        let text = "日本語のテキスト".with(attributes: [.italic])
        XCTAssertEqual(lines(text, width: 5), ["日本", "語の", "テキ", "スト"], "two cells each, a line of 5 fits 2")
        XCTAssertEqual(lines("a 🚀🎉 b".with(attributes: []), width: 4), ["a", "🚀🎉", "b"])
        XCTAssertEqual(lines("語".with(attributes: []), width: 1), [""], "a grapheme wider than the line never shows")
    }

    func testLineBreaksAndTheBuilderKeepPieceAttributes() {
        let builder = StringBuilder(globalAttributes: [.italic])
            .add(.string("Title"), with: [.bold])
            .add(.delimiterWithString(delimiter: .init(type: .lineBreak), string: "next"))
            .add(.delimiter(.init(type: .space)))
            .add(.string("line"), with: [.underline])
        XCTAssertEqual(builder.value.string, "Title\nnext line")
        XCTAssertEqual(
            builder.value.spans.map(\.attributes), [[.italic, .bold], [.italic], [.italic], [.italic, .underline]])
        XCTAssertEqual(lines(builder.value, width: 20), ["Title", "next line"])
    }

    func testInitialsFromFirstAndLastName() {
        XCTAssertEqual(Initials.of(firstName: "Anna", lastName: "Karenina"), "AK")
        XCTAssertEqual(Initials.of(firstName: "лев", lastName: "толстой"), "ЛТ")
        XCTAssertEqual(Initials.of(firstName: "  grace", lastName: "(hopper)"), "GH", "spaces and signs skipped")
        XCTAssertEqual(Initials.of(firstName: "Prince", lastName: ""), "P")
        XCTAssertEqual(Initials.of(firstName: "", lastName: "Smith"), "S")
        XCTAssertEqual(Initials.of(firstName: "", lastName: ""), "")
    }

    func testBadgeTextCapsAtNinetyNinePlus() {
        XCTAssertNil(Badge.text(for: 0))
        XCTAssertNil(Badge.text(for: -3))
        XCTAssertEqual(Badge.text(for: 1), "1")
        XCTAssertEqual(Badge.text(for: 99), "99")
        XCTAssertEqual(Badge.text(for: 100), "99+")
        XCTAssertEqual(Badge(count: 100).width, 5)
        XCTAssertEqual(Badge(count: 0).width, 0)
    }

    func testAvatarColourIsStableForAName() {
        let index = Avatar.paletteIndex(firstName: "Anna", lastName: "Karenina", count: 4)
        XCTAssertEqual(Avatar.paletteIndex(firstName: "ANNA", lastName: "karenina", count: 4), index)
        XCTAssertTrue((0..<4).contains(index))
        let spread = Set(
            ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"].map {
                Avatar.paletteIndex(firstName: $0, lastName: "", count: 4)
            })
        XCTAssertGreaterThan(spread.count, 1, "different names pick different colours")
    }

    func testSwitchTrackShowsTheThumbAtEachEnd() {
        XCTAssertEqual(CustomSwitch.track(position: 0, width: 6, unicode: true), "(●─────)")
        XCTAssertEqual(CustomSwitch.track(position: 1, width: 6, unicode: true), "(━━━━━●)")
        XCTAssertEqual(CustomSwitch.track(position: 0.5, width: 6, unicode: false), "(===o--)")
    }

    func testButtonStatesDifferWithoutColourAndKeepTheirWidth() {
        let texts = ButtonStyle.State.allCases.map { ButtonStyle.primary.text("Save", state: $0) }
        XCTAssertEqual(texts, [" [ Save ] ", "▸[ Save ]◂", "▸[ Save ]◂", " · Save · "])
        XCTAssertEqual(Set(texts.map(\.cellWidth)).count, 1, "no state makes the button jump")
        XCTAssertEqual(ButtonStyle.destructive.text("Delete", state: .normal), " [ ! Delete ] ")
        XCTAssertEqual(ButtonStyle.secondary.text("Go", state: .disabled, unicode: false), " - Go - ")
    }

    func testEasingStartsAndEndsInPlace() {
        XCTAssertEqual(AnimatedValue.ease(0), 0)
        XCTAssertEqual(AnimatedValue.ease(1), 1)
        XCTAssertEqual(AnimatedValue.ease(0.5), 0.5, accuracy: 1e-9)
        XCTAssertLessThan(AnimatedValue.ease(0.1), 0.1, "slow start")
        XCTAssertEqual(AnimatedValue.progress(elapsed: .milliseconds(300), duration: .milliseconds(200)), 1)
    }
}
