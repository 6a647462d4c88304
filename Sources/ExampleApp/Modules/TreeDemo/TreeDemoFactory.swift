import Foundation
import TUIKit

enum TreeDemoFactory {
    /// Builds the tree demo over the folder at `path` (a link's `?path=`), or the folder
    /// the app was started in.
    @MainActor
    static func createTreeDemoController(dependencies: AppDependencies, path: String? = nil) -> ScreenController {
        let folder = path.flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
        return TreeDemoController(viewModel: TreeDemoViewModel(path: folder, clock: dependencies.clock))
    }
}
