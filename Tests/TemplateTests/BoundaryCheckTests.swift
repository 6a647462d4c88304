import Foundation
import XCTest

/// `scripts/check-boundaries.sh` (run by `make lint`): a view model that imports the UI
/// fails it, named with its line; so does a screen's module that leaves itself (names a
/// router or sends the app a command) without a coordinator, named with its reasons; and
/// this package passes it.
final class BoundaryCheckTests: XCTestCase {
    private let packageRoot = TemplateTestFiles.packageRoot
    private var tree: URL!

    override func setUpWithError() throws {
        tree = FileManager.default.temporaryDirectory.appendingPathComponent("boundaries-\(UUID().uuidString)")
        try write("import AppSupport\nimport Observation\n", to: "Sources/App/Modules/Good/GoodViewModel.swift")
        // A view may import the toolkit.
        try write("import TUIKit\n", to: "Sources/App/Modules/Good/GoodView.swift")
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: tree)
    }

    private func write(_ text: String, to path: String) throws {
        try TemplateTestFiles.write(text, to: path, in: tree)
    }

    private func check(_ root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent("scripts/check-boundaries.sh").path, root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    func testViewModelsWithoutTheUIPass() throws {
        let result = try check(tree)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testAViewModelThatImportsTheUIFailsNamingEachFile() throws {
        try write("import AppSupport\n@testable import TUIKit\n", to: "Sources/App/Modules/Bad/BadViewModel.swift")
        try write(
            "import Observation\nimport struct TUICore.Rect\n",
            to: "Templates/Module/Sources/__NAME__ViewModel.swift.template")
        try write("import CNcurses\n", to: "Templates/App/Sources/App/Modules/Home/HomeViewModel.swift")
        let result = try check(tree)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Sources/App/Modules/Bad/BadViewModel.swift:2:"), result.output)
        XCTAssertTrue(
            result.output.contains("Templates/Module/Sources/__NAME__ViewModel.swift.template:2:"), result.output)
        XCTAssertTrue(
            result.output.contains("Templates/App/Sources/App/Modules/Home/HomeViewModel.swift:1:"), result.output)
        XCTAssertFalse(result.output.contains("GoodView"), result.output)
    }

    func testAScreenThatLeavesWithoutACoordinatorFailsNamingTheModule() throws {
        try write("import TUIKit\n", to: "Sources/App/Modules/Leaver/LeaverView.swift")
        try write(
            "import AppSupport\nfinal class LeaverViewModel {\n    weak var router: (any NavigationRouter)?\n}\n",
            to: "Sources/App/Modules/Leaver/LeaverViewModel.swift")
        try write("import TUIKit\n", to: "Sources/App/Modules/Sender/SenderView.swift")
        try write(
            "enum SenderFactory {\n    static func make(dependencies: AppDependencies) {\n"
                + "        dependencies.send(.launch)\n    }\n}\n",
            to: "Sources/App/Modules/Sender/SenderFactory.swift")
        try write("import TUIKit\n", to: "Templates/App/Sources/App/Modules/Home/HomeView.swift")
        try write(
            "final class HomeController {\n    weak var tabs: TabBarRouter?\n}\n",
            to: "Templates/App/Sources/App/Modules/Home/HomeController.swift")
        let result = try check(tree)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(
            result.output.contains(
                "Sources/App/Modules/Leaver: error: module Leaver has no *Coordinator.swift, yet its screen leaves "
                    + "itself: LeaverViewModel.swift:3 names NavigationRouter"),
            result.output)
        XCTAssertTrue(
            result.output.contains("Sources/App/Modules/Sender: error: module Sender")
                && result.output.contains("SenderFactory.swift:3 calls dependencies.send"),
            result.output)
        XCTAssertTrue(
            result.output.contains("Templates/App/Sources/App/Modules/Home: error: module Home")
                && result.output.contains("HomeController.swift:2 names TabBarRouter"),
            result.output)
        XCTAssertFalse(result.output.contains("Modules/Good"), result.output)
    }

    func testModulesThatLeaveThroughACoordinatorOrDrawNoScreenPass() throws {
        // A coordinator holds the routers; the rest of its module may name them too.
        try write("import TUIKit\n", to: "Sources/App/Modules/Mover/MoverView.swift")
        try write(
            "final class MoverCoordinator {\n    weak var router: NavigationRouter?\n}\n",
            to: "Sources/App/Modules/Mover/MoverCoordinator.swift")
        try write(
            "enum MoverFactory {\n    /// Its router is a `ToastRouter`.\n"
                + "    static func make(dependencies: AppDependencies) { dependencies.send(.launch) }\n}\n",
            to: "Sources/App/Modules/Mover/MoverFactory.swift")
        // No view: the tab bar's wiring, which routes deep links by design.
        try write(
            "final class TabsDeepLinkRouter {\n    weak var tabBar: TabBarRouter?\n"
                + "    func open() { dependencies?.send(.showDebugPanel) }\n}\n",
            to: "Sources/App/Modules/Tabs/TabsDeepLinkRouter.swift")
        // Comments and a URL's `://` name no router.
        try write(
            "struct QuietView {\n    // Leaves through no NavigationRouter.\n"
                + "    let link = \"app://home\"  // nor a dependencies.send(.launch)\n}\n",
            to: "Sources/App/Modules/Quiet/QuietView.swift")
        let result = try check(tree)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testThisPackagePasses() throws {
        let result = try check(packageRoot)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains("every module whose screen leaves itself has a coordinator"), result.output)
    }
}
