import Observation
import TUIKit

/// Restaurants whose cards float over the list, and the tables booked from them.
@MainActor
@Observable
final class FloatingSheetDemoViewModel {
    enum Restaurant: CaseIterable {
        case harbour
        case kyoto
        case casa

        var name: String {
            switch self {
            case .harbour: return R.string.sheetsDemo.restaurantHarbourName()
            case .kyoto: return R.string.sheetsDemo.restaurantKyotoName()
            case .casa: return R.string.sheetsDemo.restaurantCasaName()
            }
        }

        var cuisine: String {
            switch self {
            case .harbour: return R.string.sheetsDemo.restaurantHarbourCuisine()
            case .kyoto: return R.string.sheetsDemo.restaurantKyotoCuisine()
            case .casa: return R.string.sheetsDemo.restaurantCasaCuisine()
            }
        }

        var description: String {
            switch self {
            case .harbour: return R.string.sheetsDemo.restaurantHarbourDescription()
            case .kyoto: return R.string.sheetsDemo.restaurantKyotoDescription()
            case .casa: return R.string.sheetsDemo.restaurantCasaDescription()
            }
        }
    }

    let listState = ListState(count: Restaurant.allCases.count)
    private(set) var bookedRestaurants: Set<Restaurant> = []
    @ObservationIgnored private let coordinator: FloatingSheetDemoCoordinator

    init(coordinator: FloatingSheetDemoCoordinator) {
        self.coordinator = coordinator
    }

    func onRestaurantSelected(at index: Int) {
        guard Restaurant.allCases.indices.contains(index) else { return }
        listState.select(index)
        coordinator.showRestaurantCard(Restaurant.allCases[index], viewModel: self)
    }

    func onOpenSelectedRestaurant() {
        onRestaurantSelected(at: listState.selectedIndex)
    }

    func onBookTableButtonTapped(restaurant: Restaurant) {
        coordinator.showBookingCard(restaurant, viewModel: self)
    }

    func onConfirmBookingButtonTapped(restaurant: Restaurant) {
        bookedRestaurants.insert(restaurant)
        coordinator.closeBookingCard()
    }
}
