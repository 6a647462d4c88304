import Foundation
import XCTest

/// `Templates/new-app` with `--no-build`: the tree it writes for a name (renamed, lean, with
/// its sample module and one commit) with the libraries copied, and with them as a package
/// dependency by URL and version; and that a bad or taken name, a non-empty folder or a bad
/// template version is refused with nothing written. That the new app builds and passes its own tests is
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
        let result = try newApp(["--no-build", "--libraries", "copy", "--dest", app.path, "weather-tui"])
        XCTAssertEqual(result.status, 0, result.output)
        let paths = files(under: app)

        for expected in [
            "Package.swift", "Makefile", "README.md", ".ci/run", ".gitignore", "Templates/make-module",
            "Sources/weather-tui/main.swift", "Sources/WeatherApp/Application/WeatherApplication.swift",
            "Sources/WeatherApp/Modules/Home/HomeView.swift", "Sources/WeatherApp/Routing/HomeCatalog.swift",
            "Sources/WeatherApp/Modules/Welcome/WelcomeViewModel.swift", "Resources/Strings/ru/Welcome.strings",
            "Tests/WeatherAppTests/WelcomeSnapshotTests.swift", "Tests/WeatherAppTests/AppSnapshotTests.swift",
            "Tests/EndToEndTests/AppEndToEndTests.swift", "Tests/TUIKitTests/HostingControllerTests.swift",
            "scripts/check-boundaries.sh", "scripts/install.sh", "scripts/fuzz.sh", "scripts/sanitize.sh",
            "scripts/upgrade-template.sh", "packaging/weather-tui.desktop.in", "docs/architecture.md",
            "Benchmarks/weather-tui-bench/main.swift", "Benchmarks/launch-floor/main.swift",
            "Tests/Fuzz/Sources/fuzz-apns/main.swift",
        ] {
            XCTAssertTrue(paths.contains(expected), "\(expected) is missing")
        }
        // The fuzz seeds are inputs of any name (a strings table of the showcase's among them).
        let demos = paths.filter { $0.contains("Demo") && !$0.hasPrefix("Tests/Fuzz/") }
        XCTAssertTrue(demos.isEmpty, "no demo: \(demos)")
        XCTAssertFalse(
            paths.contains { $0.contains("__Snapshots__") && !$0.hasPrefix("Tests/TUIKitTests/") },
            "no showcase reference: \(paths.filter { $0.contains("__Snapshots__") && !$0.hasPrefix("Tests/TUIKitTests/") })"
        )
        XCTAssertTrue(
            paths.contains { $0.hasPrefix("Tests/TUIKitTests/") && $0.contains("__Snapshots__") },
            "the library's widget references come with its tests")
        XCTAssertFalse(paths.contains("docs/markdown.md") || paths.contains("docs/benchmarks.md"), "showcase pages")
        XCTAssertFalse(paths.contains("Benchmarks/weather-tui-bench/RoutesBenchmark.swift"), "showcase benchmarks")
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
        XCTAssertFalse(manifest.contains("TemplateTests") || manifest.contains("DocsPlugin"), manifest)
        XCTAssertTrue(manifest.contains(#"name: "weather-tui-bench""#), manifest)
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

    func testAPackageModeAppDependsOnTheTemplatesLibrariesByVersion() throws {
        // A folder with a Package.swift stands for the template's repository: --no-build resolves nothing.
        let template = scratch.appendingPathComponent("tui-template")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: template.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let app = scratch.appendingPathComponent("weather-tui")
        let result = try newApp([
            "--no-build", "--dest", app.path, "--template-url", template.path, "--template-version", "2.3.4",
            "weather-tui",
        ])
        XCTAssertEqual(result.status, 0, result.output)
        let paths = files(under: app)
        for expected in [
            "Sources/weather-tui/main.swift", "Sources/WeatherApp/Modules/Welcome/WelcomeViewModel.swift",
            "Tests/WeatherAppTests/AppSnapshotTests.swift", "Tests/EndToEndTests/AppEndToEndTests.swift",
            "Tests/Fuzz/Sources/fuzz-deeplink/main.swift", "Tests/Fuzz/deeplink/link-1", "scripts/upgrade-template.sh",
            "scripts/install.sh", "packaging/weather-tui.desktop.in", "Benchmarks/weather-tui-bench/main.swift",
        ] {
            XCTAssertTrue(paths.contains(expected), "\(expected) is missing")
        }
        for prefix in [
            "Sources/TUIKit/", "Tests/TUIKitTests/", "Tools/", "Plugins/", "Tests/Fuzz/Sources/fuzz-apns/",
            "Benchmarks/launch-floor/", "Tests/WeatherAppTests/LibrariesNameNoAppTests.swift",
        ] {
            XCTAssertFalse(paths.contains { $0.hasPrefix(prefix) }, "the template's package has \(prefix)")
        }
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        let dependency = #".package(url: "file://\#(template.resolvingSymlinksInPath().path)", exact: "2.3.4")"#
        XCTAssertTrue(manifest.contains(dependency), manifest)
        XCTAssertTrue(manifest.contains(#"let template = "tui-template""#), manifest)
        XCTAssertTrue(manifest.contains(#".plugin(name: "ResourcesPlugin", package: template)"#), manifest)
        XCTAssertTrue(manifest.contains(#"name: "WeatherApp""#), manifest)
        let fuzz = try String(contentsOf: app.appendingPathComponent("Tests/Fuzz/Package.swift"), encoding: .utf8)
        XCTAssertTrue(fuzz.contains(#"name: "fuzz-env""#), fuzz)
        XCTAssertFalse(fuzz.contains("fuzz-apns"), fuzz)
        let desktop = try String(
            contentsOf: app.appendingPathComponent("packaging/weather-tui.desktop.in"), encoding: .utf8)
        XCTAssertTrue(desktop.contains("MimeType=x-scheme-handler/weathertui;"), desktop)

        let refusals: [([String], String)] = [
            (["--template-url", template.path, "--template-version", "next"], "is not a version"),
            (["--template-url", scratch.appendingPathComponent("nothing").path], "no Package.swift there"),
            (["--libraries", "copy", "--template-url", template.path], "are for --libraries package"),
        ]
        for (arguments, message) in refusals {
            let refused = try newApp(
                ["--no-build", "--dest", scratch.appendingPathComponent("app").path] + arguments + ["notes"])
            XCTAssertEqual(refused.status, 2, "\(arguments): \(refused.output)")
            XCTAssertTrue(refused.output.contains(message), "\(arguments): \(refused.output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("app").path))
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
