import Storage
import TUIKit

enum LocalStorageDemoFactory {
    /// A note saved as a JSON file under the app's data folder (`directories`, a temporary
    /// home in tests), read back and removed.
    @MainActor
    static func createLocalStorageDemoController(dependencies: AppDependencies) -> ScreenController {
        let directories = dependencies.directories
        let viewModel: LocalStorageDemoViewModel
        do {
            let storage = try LocalStorage(directories: directories)
            viewModel = LocalStorageDemoViewModel(storage: storage, directories: directories)
        } catch {
            viewModel = LocalStorageDemoViewModel(
                storage: nil, directories: directories, openingError: String(describing: error))
        }
        return HostingController(
            rootView: LocalStorageDemoView(viewModel: viewModel),
            navigationBarItem: { .title(R.string.localStorageDemo.demoTitle()) })
    }
}
