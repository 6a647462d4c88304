import TUIKit
import XCTest

@testable import ExampleApp

/// The floating sheet demo's list without drawing: selection and the booked marks.
@MainActor
final class FloatingSheetDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func make() -> FloatingSheetDemoViewModel {
        // No source screen in a window: the coordinator opens no card, the model's state
        // is what is under test.
        FloatingSheetDemoViewModel(coordinator: FloatingSheetDemoCoordinator())
    }

    func testTheRowsNameEveryRestaurantAndNoneIsBookedAtFirst() async {
        let model = make()
        XCTAssertEqual(model.restaurantItems.map(\.name), FloatingSheetDemoViewModel.Restaurant.allCases.map(\.name))
        XCTAssertEqual(
            model.restaurantItems.map(\.cuisine), FloatingSheetDemoViewModel.Restaurant.allCases.map(\.cuisine))
        XCTAssertFalse(model.restaurantItems.contains(where: \.isBooked))
    }

    func testOpeningARestaurantSelectsItsRowAndOneOutsideTheListIsIgnored() async {
        let model = make()
        model.onRestaurantSelected(at: 2)
        XCTAssertEqual(model.selection.selectedIndex, 2)
        model.onRestaurantSelected(at: 7)
        XCTAssertEqual(model.selection.selectedIndex, 2)
        model.selection.move(by: -1)
        model.onOpenSelectedRestaurant()
        XCTAssertEqual(model.selection.selectedIndex, 1)
    }

    func testAConfirmedBookingMarksOnlyThatRestaurant() async {
        let model = make()
        model.onConfirmBookingButtonTapped(restaurant: .kyoto)
        XCTAssertEqual(model.bookedRestaurants, [.kyoto])
        XCTAssertEqual(model.restaurantItems.map(\.isBooked), [false, true, false])
        model.onConfirmBookingButtonTapped(restaurant: .kyoto)
        XCTAssertEqual(model.bookedRestaurants, [.kyoto], "booking twice keeps one mark")
    }
}
