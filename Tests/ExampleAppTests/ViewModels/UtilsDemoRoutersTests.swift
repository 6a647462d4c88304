import AppSupport
import Foundation
import TUITestSupport
import Utilities
import XCTest

@testable import ExampleApp

/// The Utils demo's rows that reach outside: the map, the mail and the config editor, with
/// `xdg-open`, `$MAILER` and `$EDITOR` replaced by scripts in a temporary folder first on
/// `PATH` that record their arguments (real processes, the real lookup).
@MainActor
final class UtilsDemoRoutersTests: XCTestCase {
    private typealias Item = UtilsDemoViewModel.Item
    private var commands: RecordingCommands!

    override func setUp() async throws {
        commands = try RecordingCommands()
        for name in ["xdg-open", "my-mailer"] { try commands.add(name) }
    }

    /// A script `name` that records its arguments, then runs `body`.
    private func script(_ name: String, _ body: String) throws {
        try commands.add(name, body: body)
    }

    private func arguments(of name: String) -> [String] {
        commands.arguments(of: name)
    }

    private func makeViewModel(_ extra: [String: String] = [:]) throws -> UtilsDemoViewModel {
        var environment = ["PATH": commands.path, "DISPLAY": ":0"]
        environment.merge(extra) { $1 }
        let fixture = try DataDemosViewModelFixture(platform: .fixed(environment: environment))
        return UtilsDemoViewModel(dependencies: fixture.dependencies)
    }

    func testTheRouteRowOpensOpenStreetMapAndThePlaceRowAsksBeforeItsGeoURI() async throws {
        let viewModel = try makeViewModel()
        viewModel.activate(Item.mapPlace.rawValue)
        XCTAssertTrue(viewModel.links.isConfirmationPresented, "geo: is not http: the user confirms first")
        XCTAssertEqual(viewModel.links.pending, "geo:59.9343,30.3351?q=59.9343,30.3351(St%20Petersburg)")
        viewModel.links.isConfirmationPresented = false  // the alert closes before its action
        viewModel.links.confirm()
        XCTAssertEqual(arguments(of: "xdg-open"), ["geo:59.9343,30.3351?q=59.9343,30.3351(St%20Petersburg)"])
        try FileManager.default.removeItem(at: commands.folder.appendingPathComponent("xdg-open.log"))
        viewModel.activate(Item.mapRoute.rawValue)
        XCTAssertEqual(
            arguments(of: "xdg-open"),
            ["https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=55.7558,37.6173;59.9343,30.3351"])
    }

    func testTheMailRowComposesThroughTheMailer() async throws {
        let viewModel = try makeViewModel(["MAILER": "my-mailer"])
        viewModel.activate(Item.mail.rawValue)
        let sent = arguments(of: "my-mailer")
        XCTAssertEqual(sent.count, 1)
        XCTAssertTrue(sent[0].hasPrefix("mailto:team@example.com?subject="), sent.joined())
        XCTAssertTrue(sent[0].contains("%0D%0A%0D%0A"), "line breaks are CRLF, encoded: \(sent[0])")
    }

    func testTheConfigRowRunsTheEditorAndReadsTheFileAgain() async throws {
        try script("my-editor", "sed -i 's/language = en/language = ru/' \"$1\"")
        let viewModel = try makeViewModel(["EDITOR": "my-editor", "VISUAL": ""])
        viewModel.activate(Item.editConfig.rawValue)
        let file = try viewModel.configFile()
        XCTAssertEqual(arguments(of: "my-editor"), [file.path])
        XCTAssertEqual(viewModel.configStatus, R.string.utilsDemo.configRead("haptics on, language ru"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertNotNil(attributes[.size])
    }

    func testABadValueInTheConfigIsSaidWithItsLine() async throws {
        try script("my-editor", "for f; do :; done; printf 'language = en\\nhaptics = maybe\\n' > \"$f\"")
        let viewModel = try makeViewModel(["VISUAL": "my-editor --wait"])
        viewModel.activate(Item.editConfig.rawValue)
        XCTAssertEqual(
            viewModel.configStatus, R.string.utilsDemo.configBad(2, "haptics: “maybe” is not one of on, off"))
        XCTAssertEqual(arguments(of: "my-editor").first, "--wait")
    }

    func testAnEditorThatFailsOrIsMissingIsSaid() async throws {
        try script("my-editor", "exit 3")
        let failing = try makeViewModel(["EDITOR": "my-editor"])
        failing.activate(Item.editConfig.rawValue)
        XCTAssertEqual(failing.configStatus, R.string.utilsDemo.configEditorStatus(3))
        let missing = try makeViewModel(["EDITOR": "no-such-editor"])
        missing.activate(Item.editConfig.rawValue)
        XCTAssertEqual(
            missing.configStatus, R.string.utilsDemo.configEditorFailed("no-such-editor: not found on PATH"))
    }
}
