import AppSupport
import Observation

/// The __TITLE_LOWER__ screen's state and logic, in plain Swift: its rows, which one is
/// selected and which one was chosen last.
@MainActor
@Observable
final class __NAME__ViewModel {
    let items: [String]
    var selection: ListSelection
    private(set) var chosen: String?
    @ObservationIgnored private let coordinator: __NAME__Coordinator

    init(coordinator: __NAME__Coordinator) {
        self.coordinator = coordinator
        items = [
            R.string.__TABLE__.itemFirst(),
            R.string.__TABLE__.itemSecond(),
            R.string.__TABLE__.itemThird(),
        ]
        selection = ListSelection(count: items.count)
    }

    var status: String {
        chosen.map { R.string.__TABLE__.chosen($0) } ?? R.string.__TABLE__.nothingChosen()
    }

    /// Chooses row `index` (a click or Enter); a row that is not there changes nothing.
    func choose(at index: Int) {
        guard items.indices.contains(index) else { return }
        selection.select(index)
        chosen = items[index]
        coordinator.didChoose(items[index])
    }

    func chooseSelected() {
        choose(at: selection.selectedIndex)
    }
}
