import XCTest

@testable import ResourceGenerator

final class GeneratorCommandTests: XCTestCase {
    private var folders: [ResourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
        super.tearDown()
    }

    private func run(_ files: [String: String], version: String? = "1.0.0") throws -> (
        status: Int32, errors: [String], output: URL
    ) {
        let folder = try ResourceFolder(files, version: version)
        folders.append(folder)
        let output = folder.url.deletingLastPathComponent().appendingPathComponent("out/R.swift")
        var errors: [String] = []
        let status = GeneratorCommand.run(arguments: [folder.url.path, output.path]) {
            errors.append($0)
        }
        return (status, errors, output)
    }

    func testWritesTheGeneratedFile() throws {
        let result = try run(["Colors.json": ##"{ "text": { "primary": "#000000" } }"##])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, [])
        let text = try String(contentsOf: result.output, encoding: .utf8)
        XCTAssertTrue(
            text.contains(#"public static let primary = ColorSet(.rgb(0x00, 0x00, 0x00), name: "text.primary")"#))
    }

    func testBrokenResourcesFailWithCompilerStyleErrors() throws {
        let result = try run(
            ["Colors.json": "{\n  \"text\": { \"primary\": \"#00000\" }\n}"], version: nil)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.count, 2)
        for error in result.errors {
            XCTAssertNotNil(error.range(of: #"^/.+:\d+: error: .+"#, options: .regularExpression), error)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: result.output.path))
    }

    func testWrongArgumentsPrintUsage() {
        var errors: [String] = []
        XCTAssertEqual(GeneratorCommand.run(arguments: ["only-one"]) { errors.append($0) }, 2)
        XCTAssertEqual(errors, [GeneratorCommand.usage])
    }

    func testUnchangedOutputIsNotRewritten() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "R-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try GeneratorCommand.writeIfChanged("same", to: file)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        try GeneratorCommand.writeIfChanged("same", to: file)
        let date =
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        XCTAssertEqual(date, past)
        try GeneratorCommand.writeIfChanged("changed", to: file)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "changed")
    }
}
