import TUIKit

enum EventBusDemoFactory {
    /// A profile card that updates from the event bus when the editor saves a new name.
    @MainActor
    static func createEventBusDemoController(dependencies: AppDependencies) -> ScreenController {
        let coordinator = EventBusDemoCoordinator(dependencies: dependencies)
        let repository = ProfileNameRepository(clock: dependencies.clock, eventBus: dependencies.eventBus)
        let viewModel = EventBusDemoViewModel(
            repository: repository, dependencies: dependencies, coordinator: coordinator)
        let controller = HostingController(
            rootView: EventBusDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.eventBusDemo.title()) },
            onViewDidLoad: viewModel.onViewDidLoad)
        coordinator.router = controller
        return controller
    }
}
