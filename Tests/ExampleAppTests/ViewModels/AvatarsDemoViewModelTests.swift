import XCTest

@testable import ExampleApp

@MainActor
final class AvatarsDemoViewModelTests: XCTestCase {
    func testSelectionWrapsAroundThePeople() async {
        let model = AvatarsDemoViewModel()
        model.moveSelection(by: -1)
        XCTAssertEqual(model.selectedIndex, model.people.count - 1)
        model.moveSelection(by: 1)
        XCTAssertEqual(model.selectedIndex, 0)
    }

    func testBadgeChangesOnlyForTheChosenPersonAndNeverGoesBelowZero() async {
        let model = AvatarsDemoViewModel()
        let before = model.people
        model.moveSelection(by: 1)
        model.changeSelectedBadge(by: AvatarsDemoViewModel.step)
        XCTAssertEqual(model.people[1].badgeCount, before[1].badgeCount + AvatarsDemoViewModel.step)
        XCTAssertEqual(model.people[0], before[0], "the others keep their badges")
        model.changeSelectedBadge(by: -1000)
        XCTAssertEqual(model.people[1].badgeCount, 0)
    }

    func testClearEmptiesTheChosenBadge() async {
        let model = AvatarsDemoViewModel()
        XCTAssertGreaterThan(model.people[0].badgeCount, 0)
        model.clearSelectedBadge()
        XCTAssertEqual(model.people[0].badgeCount, 0)
        XCTAssertEqual(model.selectedStatus, R.string.components.avatarsCount(model.people[0].name, 0))
    }

    func testAClickChoosesThePersonAndAddsAStep() async {
        let model = AvatarsDemoViewModel()
        let before = model.people[3].badgeCount
        model.onAvatarTapped(at: 3)
        XCTAssertEqual(model.selectedIndex, 3)
        XCTAssertEqual(model.people[3].badgeCount, before + AvatarsDemoViewModel.step)
        model.onAvatarTapped(at: 99)
        XCTAssertEqual(model.selectedIndex, 3, "a click outside the people changes nothing")
    }

    func testAPersonWithoutANameShowsADash() async {
        let model = AvatarsDemoViewModel()
        let index = model.people.firstIndex { $0.name.isEmpty }!
        model.onAvatarTapped(at: index)
        XCTAssertEqual(
            model.selectedStatus, R.string.components.avatarsCount("—", model.people[index].badgeCount))
    }
}
