import Foundation
import XCTest

/// `Templates/new-app` with `--no-build`: the tree it writes for a name (renamed, lean, with
/// its sample module and one commit), and that a bad or taken name or a non-empty folder is
/// refused with nothing written. That the new app builds and passes its own tests is
/// checked by `.ci/run` (`scripts/check-new-app.sh`).
final class NewAppTests: XCTestCase {
    private let packageRoot = TemplateTestFiles.packageRoot
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("new-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: scratch)
    }

    private func newApp(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent("Templates/new-app").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathComponents.contains(".git") { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                paths.append(String(url.path.dropFirst(folder.path.count + 1)))
            }
        }
        return paths.sorted()
    }

    func testANewAppIsRenamedLeanAndCommitted() throws {
        let app = scratch.appendingPathComponent("weather-tui")
        let result = try newApp(["--no-build", "--dest", app.path, "weather-tui"])
        XCTAssertEqual(result.status, 0, result.output)
        let paths = files(under: app)

        for expected in [
            "Package.swift", "Makefile", "README.md", ".ci/run", ".gitignore", "Templates/make-module",
            "Sources/weather-tui/main.swift", "Sources/WeatherApp/Application/WeatherApplication.swift",
            "Sources/WeatherApp/Modules/Home/HomeView.swift", "Sources/WeatherApp/Routing/HomeCatalog.swift",
            "Sources/WeatherApp/Modules/Welcome/WelcomeViewModel.swift", "Resources/Strings/ru/Welcome.strings",
            "Tests/WeatherAppTests/WelcomeSnapshotTests.swift", "Tests/WeatherAppTests/AppSnapshotTests.swift",
            "Tests/EndToEndTests/AppEndToEndTests.swift", "Tests/TUIKitTests/HostingControllerTests.swift",
            "scripts/check-boundaries.sh",
        ] {
            XCTAssertTrue(paths.contains(expected), "\(expected) is missing")
        }
        XCTAssertFalse(paths.contains { $0.contains("Demo") }, "no demo: \(paths.filter { $0.contains("Demo") })")
        XCTAssertFalse(
            paths.contains { $0.contains("__Snapshots__") && !$0.hasPrefix("Tests/TUIKitTests/") },
            "no showcase reference: \(paths.filter { $0.contains("__Snapshots__") && !$0.hasPrefix("Tests/TUIKitTests/") })"
        )
        XCTAssertTrue(
            paths.contains { $0.hasPrefix("Tests/TUIKitTests/") && $0.contains("__Snapshots__") },
            "the library's widget references come with its tests")
        XCTAssertFalse(paths.contains { $0.hasPrefix("Benchmarks/") || $0.hasPrefix("docs/") })
        XCTAssertFalse(paths.contains("Resources/Strings/en/Examples.strings"), "no showcase strings")

        for path in paths {
            let text = (try? String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)) ?? ""
            XCTAssertNil(
                text.range(of: #"example[-_]?tui"#, options: [.regularExpression, .caseInsensitive]),
                "\(path) names the showcase")
        }
        let identity = try String(
            contentsOf: app.appendingPathComponent("Sources/WeatherApp/Application/AppIdentity+App.swift"),
            encoding: .utf8)
        for part in [#"name: "weather-tui""#, #"urlScheme: "weathertui""#, #"environmentPrefix: "WEATHER_TUI""#] {
            XCTAssertTrue(identity.contains(part), identity)
        }
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"name: "weather-tui""#), manifest)
        XCTAssertFalse(manifest.contains("benchmark") || manifest.contains("TemplateTests"), manifest)
        let catalog = try String(
            contentsOf: app.appendingPathComponent("Sources/WeatherApp/Routing/HomeCatalog.swift"), encoding: .utf8)
        XCTAssertTrue(catalog.contains(#"id: "welcome","#), catalog)
        XCTAssertTrue(catalog.contains("// make module: home"), "the next module goes here too")

        // The next module joins it: swift format took the trailing comma off the list of one,
        // and make module puts it back.
        let module = Process()
        module.executableURL = URL(fileURLWithPath: "/bin/bash")
        module.arguments = [app.appendingPathComponent("Templates/make-module").path, "--no-record", "Forecast"]
        module.standardOutput = FileHandle.nullDevice
        try module.run()
        module.waitUntilExit()
        XCTAssertEqual(module.terminationStatus, 0)
        let twoEntries = try String(
            contentsOf: app.appendingPathComponent("Sources/WeatherApp/Routing/HomeCatalog.swift"), encoding: .utf8)
        XCTAssertTrue(
            twoEntries.contains("createWelcomeController(dependencies: $0) }\n        ),\n        CatalogEntry("),
            twoEntries)
        XCTAssertTrue(twoEntries.contains(#"id: "forecast","#), twoEntries)

        // Its make lint checks the module boundaries, and its modules keep them.
        let makefile = try String(contentsOf: app.appendingPathComponent("Makefile"), encoding: .utf8)
        XCTAssertTrue(makefile.contains("\tscripts/check-boundaries.sh\n"), makefile)
        let boundaries = Process()
        boundaries.executableURL = URL(fileURLWithPath: "/bin/bash")
        boundaries.arguments = [app.appendingPathComponent("scripts/check-boundaries.sh").path, app.path]
        let boundariesOutput = Pipe()
        boundaries.standardOutput = boundariesOutput
        boundaries.standardError = boundariesOutput
        try boundaries.run()
        let checked = String(decoding: boundariesOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        boundaries.waitUntilExit()
        XCTAssertEqual(boundaries.terminationStatus, 0, checked)

        let log = Process()
        log.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        log.arguments = ["git", "-C", app.path, "log", "--oneline"]
        let pipe = Pipe()
        log.standardOutput = pipe
        try log.run()
        let commits = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        log.waitUntilExit()
        XCTAssertEqual(commits.split(separator: "\n").count, 1, commits)
    }

    func testRefusalsWriteNothing() throws {
        let taken = scratch.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        try "mine".write(to: taken.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refusals: [([String], String)] = [
            (["Weather"], "is not a command name"),
            (["weather_tui"], "is not a command name"),
            (["-weather"], "required"),
            (["example-tui"], "the showcase's own name"),
            (["tuikit"], "that a library of the template has"),
            (["--dest", taken.path, "weather-tui"], "is not empty"),
            (["--dest", packageRoot.appendingPathComponent("inside").path, "weather-tui"], "inside the template"),
        ]
        for (arguments, message) in refusals {
            let result = try newApp(["--no-build", "--dest", scratch.appendingPathComponent("app").path] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains(message), "\(arguments): \(result.output)")
        }
        XCTAssertEqual(files(under: scratch), ["taken/notes.txt"], "nothing written, nothing touched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("inside").path))
    }

    func testHelpSaysWhatItMakes() throws {
        let result = try newApp(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("make new-app NAME=<name> [DEST=<folder>]"), result.output)
        XCTAssertTrue(result.output.contains("Nothing is"), result.output)
    }
}
