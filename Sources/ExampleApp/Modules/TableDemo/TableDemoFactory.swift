import TUIKit

enum TableDemoFactory {
    /// Builds the table demo: its view model over a million generated rows and the screen
    /// that hosts its view under the navigation bar's title.
    @MainActor
    static func createTableDemoController(rowCount: Int = 1_000_000) -> ScreenController {
        let viewModel = TableDemoViewModel(rowCount: rowCount)
        return HostingController(
            rootView: TableDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.tableDemo.title()) })
    }
}
