import Foundation
import XCTest

/// `scripts/check-boundaries.sh` (run by `make lint`): a view model that imports the UI
/// fails it, named with its line, and this package passes it.
final class BoundaryCheckTests: XCTestCase {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
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
        let url = tree.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
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

    func testThisPackagesViewModelsImportNoUI() throws {
        let result = try check(packageRoot)
        XCTAssertEqual(result.status, 0, result.output)
    }
}
