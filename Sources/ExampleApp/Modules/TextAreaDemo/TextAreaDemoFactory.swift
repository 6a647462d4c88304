import Storage
import TUIKit

enum TextAreaDemoFactory {
    /// The text area demo: its two editors (copies go to the window's clipboard), the view
    /// model over the note's file under the app's data folder (a temporary home in tests)
    /// and the screen that hosts its view.
    @MainActor
    static func createTextAreaDemoController(dependencies: AppDependencies) -> ScreenController {
        let editors = TextAreaDemoEditors(clock: dependencies.clock, clipboard: dependencies.clipboard)
        let directories = dependencies.directories
        let viewModel: TextAreaDemoViewModel
        do {
            let storage = try LocalStorage(directories: directories)
            viewModel = TextAreaDemoViewModel(documents: editors, storage: storage, directories: directories)
        } catch {
            viewModel = TextAreaDemoViewModel(
                documents: editors, storage: nil, directories: directories, openingError: String(describing: error))
        }
        return HostingController(
            rootView: TextAreaDemoView(viewModel: viewModel, editors: editors),
            navigationBarItem: { .title(R.string.textAreaDemo.title()) })
    }
}
