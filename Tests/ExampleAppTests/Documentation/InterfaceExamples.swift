import AppSupport
import Observation
import TUIKit

@testable import ExampleApp

// The Swift examples of docs/navigation.md, docs/overlays.md and docs/screen-states.md,
// compiled (DocumentationCodeTests checks each `// docs:` region is the page's code block).

enum NavigationExamples {
    @MainActor
    static func routers(
        router: ScreenController?, next: ScreenController, modal: ScreenController, tabBar: ScreenController
    ) {
        // docs: navigation.md
        router?.push(controller: next, isAnimated: true) { print("pushed") }
        router?.pop(to: ExamplesController.self, isAnimated: true, completion: nil)
        router?.present(controller: NavigationController(rootViewController: modal), isAnimated: true, completion: nil)
        router?.selectTab(index: MainTab.settings.rawValue)
        router?.showApplicationRoot(controller: tabBar, animated: true)
        // docs: end
    }
}

enum OverlayExamples {
    @MainActor
    final class ChatCoordinator {
        weak var router: ScreenController?
        private(set) var chatsOpened = 0

        func openChat() { chatsOpened += 1 }

        func announce(coordinator: ToastsDemoCoordinator) {
            // docs: overlays.md
            coordinator.showToast(item: ToastItem(message: "Changes saved.", style: .success))  // local, bottom, 3 s
            router?.showToast(
                with: ToastItem(
                    viewItem: ToastViewItem(
                        style: .information, message: "Anna sent you a message", rightIcon: R.image.ic16.chevronRight),
                    toastType: .global, direction: .top, duration: .five,
                    isHideOnTap: true, onTap: { [weak self] in self?.openChat() }))
            // docs: end
        }
    }

    struct GreenSheetView: View {
        let viewModel: SheetViewModel

        func render(in area: Rect, frame: Frame) {
            frame.render(Label("Green"), in: area)
        }
    }

    // docs: overlays.md
    struct SheetScreenView: View {
        let viewModel: SheetViewModel  // whether the sheet is up: isBottomSheetPresented
        let rows: [ListView.Row]
        let sheetState = BottomSheetState()  // its detent and movement: the view's, made once by the factory

        func render(in area: Rect, frame: Frame) {
            let screen = ListView(rows: rows, selection: Binding(viewModel, \.selection))
                .bottomSheet(isPresented: Binding(viewModel, \.isBottomSheetPresented), state: sheetState) {
                    GreenSheetView(viewModel: viewModel)
                        .presentationDetents([.height(8), .medium, .large])  // comes up at the first
                        .enablePresentationBackgroundInteraction(detent: .medium)
                        .presentationOverlayColor(R.color.sheet.overlay)
                }
            // Several sheets, one optional item:
            //   .bottomSheet(item: Binding(viewModel, \.bottomSheet), state: sheetState) { sheet in … }
            frame.render(screen, in: area)
        }
    }
    // docs: end

    @MainActor
    @Observable
    final class SheetViewModel {
        var selection = ListSelection(count: 3)
        var isBottomSheetPresented = false
        @ObservationIgnored let clock: any AppClock
        @ObservationIgnored let coordinator: BottomSheetDemoCoordinator

        init(clock: any AppClock, coordinator: BottomSheetDemoCoordinator) {
            self.clock = clock
            self.coordinator = coordinator
        }

        // docs: overlays.md
        func onShowSkeletonButtonTapped() {
            isBottomSheetPresented = false
            onMainAfter(.milliseconds(300), clock: clock) { [weak self] in self?.coordinator.showSkeletonModule() }
        }
        // docs: end
    }

    final class RestaurantsController: ScreenController {
        func showCard(_ card: ScreenController) {
            // docs: overlays.md
            FloatingControllerPresentationManager(
                context: .restaurant, groupID: "restaurant", contentViewController: card,
                sourceViewController: self, shouldMinimizePreviousController: true
            ).present()
            // docs: end
        }
    }

    @MainActor
    @Observable
    final class DraftViewModel {
        var isDeleteDraftAlertPresented = false
        private(set) var deleted = false

        func onCancelTapped() {}
        func onDeleteTapped() { deleted = true }
    }

    struct DraftView: View {
        let viewModel: DraftViewModel

        func render(in area: Rect, frame: Frame) {
            let content = Label("Draft")
            let screen =
                // docs: overlays.md
                content.alert(
                    R.string.alertsDemo.deleteDraftTitle(),
                    isPresented: Binding(viewModel, \.isDeleteDraftAlertPresented),
                    actions: {
                        AlertButton(R.string.alertsDemo.cancel(), role: .cancel) { viewModel.onCancelTapped() }
                        AlertButton(R.string.alertsDemo.delete(), role: .destructive) { viewModel.onDeleteTapped() }
                    },
                    message: { R.string.alertsDemo.deleteDraftMessage() }
                )
            // docs: end
            frame.render(screen, in: area)
        }
    }
}

enum ScreenStateExamples {
    @MainActor
    @Observable
    final class FeedViewModel {
        private(set) var items: [ExampleItemModel] = []
        private(set) var isLoading = false
        private(set) var isError = false
        var selection = ListSelection(count: 0)
        @ObservationIgnored private let repository: ExampleItemsRepository
        @ObservationIgnored private var loading: Perform?

        init(repository: ExampleItemsRepository) {
            self.repository = repository
        }

        // docs: screen-states.md
        func getItems() {  // XViewModel
            isLoading = true
            isError = false
            loading = Perform { [repository, weak self] in
                let items = try await repository.loadItems()
                onMain { [weak self] in self?.show(items) }
            } onError: { [weak self] _ in
                self?.isError = true
                self?.isLoading = false
            }
        }
        // docs: end

        func onRetryButtonTapped() { getItems() }

        private func show(_ items: [ExampleItemModel]) {
            self.items = items
            selection.count = items.count
            isLoading = false
        }
    }

    struct FeedView: View {
        let viewModel: FeedViewModel

        func render(in area: Rect, frame: Frame) {
            let rows = viewModel.items.map { ListView.Row(title: $0.title) }
            let skeleton =
                // docs: screen-states.md
                ListView(rows: rows, selection: Binding(viewModel, \.selection))
                .skeleton(isLoading: viewModel.isLoading, configuration: .app(direction: .rightToLeft)) {
                    LoadingView(blocks: [
                        LoadingViewBlock(height: 3, repetition: .fill) { SkeletonRow(variant: $0) }
                    ])
                }
            // docs: end
            let screen =
                // docs: screen-states.md
                ListView(rows: rows, selection: Binding(viewModel, \.selection))  // XView
                .skeleton(isLoading: viewModel.isLoading) { ExampleItemsPlaceholder() }
                .errorState(isError: viewModel.isError) { ErrorView(onRetry: viewModel.onRetryButtonTapped) }
            // docs: end
            frame.render(skeleton, in: area.row(0))
            frame.render(screen, in: area)
        }
    }
}
