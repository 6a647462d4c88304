import TUIKit

@MainActor
final class FloatingSheetDemoCoordinator {
    /// The list the cards float over.
    weak var sourceViewController: ScreenController?
    private weak var restaurantCard: FloatingControllerPresentationManager?
    private weak var bookingCard: FloatingControllerPresentationManager?

    /// Cards of one restaurant visit share a group, so a booking minimizes its restaurant.
    private static let groupID = "restaurant"

    /// Replaces any open card with `restaurant`'s, half expanded.
    func showRestaurantCard(_ restaurant: FloatingSheetDemoViewModel.Restaurant, viewModel: FloatingSheetDemoViewModel)
    {
        bookingCard?.dismiss()
        restaurantCard?.dismiss()
        guard let source = sourceViewController else { return }
        let manager = FloatingControllerPresentationManager(
            context: .restaurant,
            groupID: Self.groupID,
            contentViewController: FloatingSheetDemoFactory.createRestaurantCardController(
                restaurant: restaurant, viewModel: viewModel),
            sourceViewController: source,
            grabberAppearance: .restaurant
        )
        manager.present()
        restaurantCard = manager
    }

    /// Opens the booking card over the restaurant's, which it minimizes.
    func showBookingCard(_ restaurant: FloatingSheetDemoViewModel.Restaurant, viewModel: FloatingSheetDemoViewModel) {
        guard bookingCard == nil, let source = sourceViewController else { return }
        let manager = FloatingControllerPresentationManager(
            context: .booking,
            groupID: Self.groupID,
            contentViewController: FloatingSheetDemoFactory.createBookingCardController(
                restaurant: restaurant, viewModel: viewModel),
            sourceViewController: source,
            shouldMinimizePreviousController: true,
            grabberAppearance: .restaurant
        )
        manager.present()
        bookingCard = manager
    }

    func closeBookingCard() {
        bookingCard?.dismiss()
    }

    /// The restaurant card's own keys, as the floating sheet's Esc, + and - work them.
    func closeRestaurantCard() {
        restaurantCard?.dismiss()
    }

    func expandRestaurantCard() {
        restaurantCard?.expand()
    }

    func collapseRestaurantCard() {
        restaurantCard?.collapse()
    }
}

extension FloatingControllerContext {
    /// A restaurant's card: starts at 40% from the top and may expand to full.
    static let restaurant = FloatingControllerContext(
        halfStateTopOffset: 0.4, isFullStateAllowed: true, initialPosition: .half, background: R.color.sheet.background)
    /// The booking card: shorter, never full.
    static let booking = FloatingControllerContext(
        halfStateTopOffset: 0.55, isFullStateAllowed: false, background: R.color.sheet.background)
}

extension GrabberAppearance {
    static let restaurant = GrabberAppearance(color: R.color.sheet.grabber, width: 10)
}
