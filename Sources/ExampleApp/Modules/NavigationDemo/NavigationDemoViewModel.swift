import AppSupport
import Observation

/// The navigation demo's actions, the screen's lifecycle as it happens, and the last
/// transition's completion.
@MainActor
@Observable
final class NavigationDemoViewModel {
    enum Mode: Equatable {
        case standard
        case modal
        case withoutTabBar
        case withoutNavigationBar
    }

    enum Action: CaseIterable {
        case push
        case pushWithoutTabBar
        case pushWithoutNavigationBar
        case pop
        case popToRoot
        case popToExamples
        case present
        case dismiss
        case toggleTabBar
        case selectSettings
        case restart
    }

    enum LifecycleEvent: String {
        case didLoad
        case willAppear
        case didAppear
        case willDisappear
        case didDisappear
    }

    let depth: Int
    let mode: Mode
    var selection = ListSelection(count: 0)
    private(set) var lifecycle: [LifecycleEvent] = []
    private(set) var lastCompletion: String?
    private(set) var isInfoShown = false
    @ObservationIgnored private let coordinator: NavigationDemoCoordinator

    init(depth: Int, mode: Mode, coordinator: NavigationDemoCoordinator) {
        self.depth = depth
        self.mode = mode
        self.coordinator = coordinator
        selection.count = actions.count
    }

    /// A presented screen covers the tabs, so it offers dismiss instead of the tab and
    /// Examples actions; the others never offer dismiss.
    var actions: [Action] {
        let modalOnly: Set<Action> = [.dismiss]
        let underTabs: Set<Action> = [.pushWithoutTabBar, .popToExamples, .toggleTabBar, .selectSettings]
        return Action.allCases.filter { mode == .modal ? !underTabs.contains($0) : !modalOnly.contains($0) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .push: return R.string.navigationDemo.actionPush()
        case .pushWithoutTabBar: return R.string.navigationDemo.actionPushWithoutTabBar()
        case .pushWithoutNavigationBar: return R.string.navigationDemo.actionPushWithoutNavBar()
        case .pop: return R.string.navigationDemo.actionPop()
        case .popToRoot: return R.string.navigationDemo.actionPopToRoot()
        case .popToExamples: return R.string.navigationDemo.actionPopToExamples()
        case .present: return R.string.navigationDemo.actionPresent()
        case .dismiss: return R.string.navigationDemo.actionDismiss()
        case .toggleTabBar: return R.string.navigationDemo.actionToggleTabBar()
        case .selectSettings: return R.string.navigationDemo.actionSelectSettings()
        case .restart: return R.string.navigationDemo.actionRestart()
        }
    }

    func record(_ event: LifecycleEvent) {
        // Keep the latest appearance cycle readable: a new load or appearance starts over.
        if event == .willAppear, lifecycle.last == .didDisappear { lifecycle.removeAll() }
        lifecycle.append(event)
    }

    func toggleInfo() {
        isInfoShown.toggle()
    }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        let done: @MainActor () -> Void = { [weak self] in self?.lastCompletion = "\(action)" }
        switch action {
        case .push: coordinator.push(depth: depth + 1, mode: .standard, completion: done)
        case .pushWithoutTabBar: coordinator.push(depth: depth + 1, mode: .withoutTabBar, completion: done)
        case .pushWithoutNavigationBar:
            coordinator.push(depth: depth + 1, mode: .withoutNavigationBar, completion: done)
        case .pop: coordinator.pop(completion: done)
        case .popToRoot: coordinator.popToRoot(completion: done)
        case .popToExamples: coordinator.popToExamples(completion: done)
        case .present: coordinator.present(completion: done)
        case .dismiss: coordinator.dismiss(completion: done)
        case .toggleTabBar:
            coordinator.toggleTabBar()
            lastCompletion = "\(action)"
        case .selectSettings: coordinator.selectSettingsTab()
        case .restart: coordinator.restart()
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }
}
