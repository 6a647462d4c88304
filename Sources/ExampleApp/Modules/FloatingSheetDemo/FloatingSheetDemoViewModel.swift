import AppSupport
import Observation

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

    /// A row of the list: what it shows of a restaurant.
    struct RestaurantItem: Equatable {
        let name: String
        let cuisine: String
        let isBooked: Bool
    }

    var selection = ListSelection(count: Restaurant.allCases.count)
    private(set) var bookedRestaurants: Set<Restaurant> = []
    @ObservationIgnored private let coordinator: FloatingSheetDemoCoordinator

    init(coordinator: FloatingSheetDemoCoordinator) {
        self.coordinator = coordinator
    }

    var restaurantItems: [RestaurantItem] {
        Restaurant.allCases.map {
            RestaurantItem(name: $0.name, cuisine: $0.cuisine, isBooked: bookedRestaurants.contains($0))
        }
    }

    func onRestaurantSelected(at index: Int) {
        guard Restaurant.allCases.indices.contains(index) else { return }
        selection.select(index)
        coordinator.showRestaurantCard(Restaurant.allCases[index], viewModel: self)
    }

    func onOpenSelectedRestaurant() {
        onRestaurantSelected(at: selection.selectedIndex)
    }

    func onBookTableButtonTapped(restaurant: Restaurant) {
        coordinator.showBookingCard(restaurant, viewModel: self)
    }

    func onConfirmBookingButtonTapped(restaurant: Restaurant) {
        bookedRestaurants.insert(restaurant)
        coordinator.closeBookingCard()
    }

    func onCloseBookingTapped() {
        coordinator.closeBookingCard()
    }

    func onCloseCardTapped() {
        coordinator.closeRestaurantCard()
    }

    func onExpandCardTapped() {
        coordinator.expandRestaurantCard()
    }

    func onCollapseCardTapped() {
        coordinator.collapseRestaurantCard()
    }
}
