import AppSupport
import Observation
import TUIKit

@testable import ExampleApp

// The Swift examples of docs/architecture.md, compiled (DocumentationCodeTests checks each
// `// docs:` region is the page's code block). Types are nested in an enum so they do not
// stand in for the app's own.

enum ArchitectureExamples {
    // docs: architecture.md
    enum ToastsDemoFactory {
        @MainActor
        static func createToastsDemoController() -> ScreenController {
            let coordinator = ToastsDemoCoordinator()
            let viewModel = ToastsDemoViewModel(coordinator: coordinator)
            let controller = HostingController(
                rootView: ToastsDemoView(viewModel: viewModel),
                navigationBarItem: { .title(R.string.toastsDemo.title()) })  // read each frame: follows the language
            coordinator.router = controller  // weak; only the routers it needs
            return controller
        }
    }
    // docs: end

    // docs: architecture.md
    struct NavigationDemoView: View {
        let viewModel: NavigationDemoViewModel

        var bindings: [KeyBinding] {
            [
                .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
                KeyBinding([.enter, .space], R.string.common.bindingRun()) { viewModel.runSelected() },
            ]
        }

        func render(in area: Rect, frame: Frame) {
            let (_, list, hints) = area.rows(.length(1), .fill, .length(1))
            let rows = viewModel.actions.map { ListView.Row(title: viewModel.title(of: $0)) }
            frame.render(ListView(rows: rows, selection: Binding(viewModel, \.selection)), in: list)
            frame.render(KeyHintsView(), in: hints)  // ↑↓ move · Enter run · i info · Esc back
        }
    }
    // docs: end

    @MainActor
    @Observable
    final class ItemsViewModel {
        var selection = ListSelection(count: 10)
        private(set) var opened = 0
        private(set) var reloads = 0
        private(set) var expired = 0

        func openSelected() { opened += 1 }
        func reload() { reloads += 1 }
        func expire() { expired += 1 }
    }

    struct ItemsView: View {
        let viewModel: ItemsViewModel

        // docs: architecture.md
        var bindings: [KeyBinding] {
            [
                .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),  // ↑↓ j k PgUp PgDn Home End g G
                KeyBinding(.enter, R.string.common.bindingOpen()) { viewModel.openSelected() },
                KeyBinding("r", R.string.networkDemo.bindingReload()) { viewModel.reload() },
                KeyBinding("x", R.string.networkDemo.bindingExpireToken(), isShown: false) { viewModel.expire() },
                .inherited(.escape),  // place the container's "Esc back" here
            ]
        }
        // docs: end

        func render(in area: Rect, frame: Frame) {
            // docs: architecture.md
            let (header, list, footer) = area.rows(.length(1), .fill, .length(1))
            let (sidebar, detail) = area.columns(.percentage(30), .fill, spacing: 1)
            let popup = area.centered(width: .length(40), height: .percentage(50))
            let parts = Layout.vertical(.length(3), .min(5), .ratio(1, 3), .fill(2))
                .spacing(1)
                .margin(EdgeInsets(horizontal: 1))
                .flex(.center)
                .split(area)
            // docs: end
            _ = (header, list, footer, sidebar, detail, popup, parts)
        }
    }

    @MainActor
    @Observable
    final class StatusViewModel {
        var status = "Ready"
        var summary = "3 items"
        func toggle() {}
    }

    @MainActor
    static func status(viewModel: StatusViewModel, area: Rect) -> [Rect] {
        // docs: architecture.md
        let status = StatusView(.line(viewModel.status), .line(viewModel.summary, onTap: viewModel.toggle))
        let (_, list, statusArea, hints) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        // docs: end
        return [list, statusArea, hints]
    }
}

/// TUIKit's `View` protocol as docs/architecture.md shows it, declared apart.
enum ViewProtocolExample {
    // docs: architecture.md
    @MainActor
    protocol View {
        func render(in area: Rect, frame: Frame)
        var bindings: [KeyBinding] { get }  // default: none
    }
    // docs: end
}
