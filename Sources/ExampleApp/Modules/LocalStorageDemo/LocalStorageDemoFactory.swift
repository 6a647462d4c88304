import Storage
import TUIKit

enum LocalStorageDemoFactory {
    /// A note saved as a JSON file under the app's data folder (`directories`, a temporary
    /// home in tests), read back and removed.
    @MainActor
    static func createLocalStorageDemoController(dependencies: AppDependencies) -> ScreenController {
        let directories = dependencies.directories
        let input = makeNoteField()
        let viewModel: LocalStorageDemoViewModel
        do {
            let storage = try LocalStorage(directories: directories)
            viewModel = LocalStorageDemoViewModel(input: input, storage: storage, directories: directories)
        } catch {
            viewModel = LocalStorageDemoViewModel(
                input: input, storage: nil, directories: directories, openingError: String(describing: error))
        }
        return HostingController(
            rootView: LocalStorageDemoView(viewModel: viewModel, input: input),
            navigationBarItem: { .title(R.string.localStorageDemo.demoTitle()) })
    }

    /// The note's field: at most 60 characters.
    @MainActor
    static func makeNoteField() -> TextFieldState {
        TextFieldState(validator: TextValidators { $0.maxLength(60) })
    }
}
