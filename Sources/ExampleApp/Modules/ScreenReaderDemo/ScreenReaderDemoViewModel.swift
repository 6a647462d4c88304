import AppSupport
import Observation

/// The screen-reader demo's actions: the mode itself, and one change of each kind the mode
/// announces without the focus moving: a toast, a value on the status line, a loading
/// state that ends.
@MainActor
@Observable
final class ScreenReaderDemoViewModel {
    enum Action: CaseIterable {
        case mode
        case toast
        case value
        case load
    }

    /// How long the demo's load takes.
    static let loadDuration: Duration = .seconds(1)

    var selection = ListSelection(count: Action.allCases.count)
    /// The value the third row changes, shown on the status line.
    private(set) var count = 0
    private(set) var isLoading = false
    private(set) var loads = 0
    @ObservationIgnored private let coordinator: ScreenReaderDemoCoordinator
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private var load: (any Cancellable)?

    init(coordinator: ScreenReaderDemoCoordinator, clock: any AppClock) {
        self.coordinator = coordinator
        self.clock = clock
    }

    var actions: [Action] { Action.allCases }

    var isModeOn: Bool { coordinator.isScreenReaderOn }

    func title(of action: Action) -> String {
        switch action {
        case .mode: R.string.screenReaderDemo.actionMode()
        case .toast: R.string.screenReaderDemo.actionToast()
        case .value: R.string.screenReaderDemo.actionValue()
        case .load: R.string.screenReaderDemo.actionLoad()
        }
    }

    /// The mode's state on its row; the other rows have none.
    func value(of action: Action) -> String? {
        guard action == .mode else { return nil }
        return isModeOn ? R.string.settings.hapticsOn() : R.string.settings.hapticsOff()
    }

    /// The status line: the value the third row changes.
    var valueLine: String { R.string.screenReaderDemo.valueLine(count) }

    /// What the loading line says once loaded.
    var loadedLine: String { R.string.screenReaderDemo.loadedLine(loads) }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        switch actions[index] {
        case .mode: coordinator.toggleScreenReader()
        case .toast: coordinator.showToast(R.string.screenReaderDemo.toastMessage())
        case .value: count += 1
        case .load: startLoad()
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    private func startLoad() {
        isLoading = true
        load?.cancel()
        load = onMainAfter(Self.loadDuration, clock: clock) { [weak self] in
            guard let self else { return }
            isLoading = false
            loads += 1
        }
    }
}
