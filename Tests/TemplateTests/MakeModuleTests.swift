import Foundation
import XCTest

/// `Templates/make-module` run on a small app tree in a temporary folder (`--no-record`, so
/// nothing builds): what it writes for a name, and that a refused name writes nothing. That
/// the files it writes build and pass their tests is checked by `.ci/run`.
final class MakeModuleTests: XCTestCase {
    private var app: URL!

    override func setUpWithError() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        app = FileManager.default.temporaryDirectory.appendingPathComponent("make-module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for item in ["Templates", ".swift-format"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(item), to: app.appendingPathComponent(item))
        }
        try write(
            """
            enum DemoCatalog {
                static let demos: [CatalogEntry] = [
                    CatalogEntry(
                        id: "navigation",
                        makeController: { _ in NavigationDemoFactory.create() }
                    ),
                    // make module: examples, section: .modules
                ]
            }

            """, to: "Sources/ExampleApp/Routing/DemoCatalog.swift")
        try write("// make module: components\n", to: "Sources/ExampleApp/Routing/ComponentCatalog.swift")
        try write(
            "final class SettingsViewModel {}\n", to: "Sources/ExampleApp/Modules/Settings/SettingsViewModel.swift")
        try write("\"title\" = \"Settings\";\n", to: "Resources/Strings/en/Settings.strings")
        try write("\"title\" = \"Настройки\";\n", to: "Resources/Strings/ru/Settings.strings")
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: app)
    }

    private func write(_ text: String, to path: String) throws {
        try TemplateTestFiles.write(text, to: path, in: app)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
    }

    /// Every file under the app, to show that a refusal left the tree as it was.
    private func tree() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            files[url.path] = try? Data(contentsOf: url)
        }
        return files
    }

    private func makeModule(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [app.appendingPathComponent("Templates/make-module").path, "--no-record"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    func testAModuleGetsItsFiles_StringsInEveryLanguage_AndACatalogEntry() throws {
        let result = try makeModule(["ProfileEditor"])
        XCTAssertEqual(result.status, 0, result.output)
        for part in ["Factory", "ViewModel", "View", "Coordinator"] {
            XCTAssertTrue(exists("Sources/ExampleApp/Modules/ProfileEditor/ProfileEditor\(part).swift"), part)
        }
        XCTAssertTrue(exists("Tests/ExampleAppTests/ProfileEditorSnapshotTests.swift"))
        XCTAssertTrue(exists("Tests/ExampleAppTests/ViewModels/ProfileEditorViewModelTests.swift"))
        XCTAssertTrue(
            try read("Resources/Strings/en/ProfileEditor.strings").contains("\"title\" = \"Profile editor\";"))
        XCTAssertTrue(
            try read("Resources/Strings/ru/ProfileEditor.strings").contains("\"item-first\" = \"Первая строка\";"))

        let catalog = try read("Sources/ExampleApp/Routing/DemoCatalog.swift")
        XCTAssertTrue(catalog.contains("id: \"profile-editor\","), catalog)
        XCTAssertTrue(catalog.contains("title: { R.string.profileEditor.title() },"), catalog)
        XCTAssertTrue(
            catalog.contains(
                "ProfileEditorFactory.createProfileEditorController(dependencies: $0) },\n"
                    + "            section: .modules\n        ),\n        // make module: examples"), catalog)
        XCTAssertTrue(
            try read("Tests/ExampleAppTests/ProfileEditorSnapshotTests.swift")
                .contains("AppRoute(url: \"exampletui://examples/profile-editor\")"))
        XCTAssertFalse(try read("Sources/ExampleApp/Modules/ProfileEditor/ProfileEditorView.swift").contains("__"))
    }

    func testNamesWithCapitalRunsBecomeTheGeneratorsTableAndRouteNames() throws {
        XCTAssertEqual(try makeModule(["--tab", "components", "OTPScanner"]).status, 0)
        let catalog = try read("Sources/ExampleApp/Routing/ComponentCatalog.swift")
        XCTAssertTrue(catalog.contains("id: \"otp-scanner\","), catalog)
        XCTAssertTrue(catalog.contains("R.string.otpScanner.title()"), catalog)
        XCTAssertFalse(catalog.contains("section:"), "the components marker names no section")
        XCTAssertTrue(try read("Resources/Strings/en/OTPScanner.strings").contains("\"title\" = \"OTP scanner\";"))
    }

    func testRefusedNamesWriteNothing() throws {
        let before = tree()
        let refusals: [([String], String)] = [
            (["forecast"], "is not a Swift type name"),
            (["Fore-cast"], "is not a Swift type name"),
            (["Settings"], "a module named Settings exists"),
            (["--tab", "nowhere", "Forecast"], "no tab or catalog named 'nowhere'"),
            (["Navigation"], "the route exampletui://examples/navigation exists"),
            ([], "Usage: make module"),
        ]
        for (arguments, message) in refusals {
            let result = try makeModule(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains(message), "\(arguments): \(result.output)")
            XCTAssertEqual(tree(), before, "\(arguments) wrote nothing")
        }
    }

    func testHelpSaysWhatItWrites() throws {
        let result = try makeModule(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Usage: make module NAME=<Name> [TAB=<tab>]"))
    }
}
