import TUIKit

enum FloatingSheetDemoFactory {
    /// A list of restaurants whose cards float over it (the floating controllers of the
    /// iOS `FloatingControllerPresentationManager`).
    @MainActor
    static func createFloatingSheetDemoController() -> ScreenController {
        let coordinator = FloatingSheetDemoCoordinator()
        let viewModel = FloatingSheetDemoViewModel(coordinator: coordinator)
        let controller = HostingController(
            rootView: FloatingSheetDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.sheetsDemo.floatingSheetTitle()) })
        coordinator.sourceViewController = controller
        return controller
    }

    /// The card of one restaurant, shown in a floating controller.
    @MainActor
    static func createRestaurantCardController(
        restaurant: FloatingSheetDemoViewModel.Restaurant,
        viewModel: FloatingSheetDemoViewModel
    ) -> ScreenController {
        HostingController(rootView: RestaurantCardView(restaurant: restaurant, viewModel: viewModel))
    }

    /// The booking card, shown in a floating controller over the restaurant's.
    @MainActor
    static func createBookingCardController(
        restaurant: FloatingSheetDemoViewModel.Restaurant,
        viewModel: FloatingSheetDemoViewModel
    ) -> ScreenController {
        let card = SheetCardView(
            title: R.string.sheetsDemo.bookingTitle(restaurant.name),
            message: R.string.sheetsDemo.bookingMessage(
                FloatingControllerPresentationManager.Appearance.minimizationOffset),
            buttonTitle: R.string.sheetsDemo.confirmBooking(),
            actionDescription: R.string.sheetsDemo.bindingConfirm(),
            onClose: { [weak viewModel] in viewModel?.onCloseBookingTapped() },
            action: { [weak viewModel] in viewModel?.onConfirmBookingButtonTapped(restaurant: restaurant) }
        )
        return HostingController(rootView: card)
    }
}
