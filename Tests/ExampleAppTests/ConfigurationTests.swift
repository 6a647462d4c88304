import ExampleApp
import XCTest

final class ConfigurationTests: XCTestCase {
    private let valid = """
        # comment
        INSTANCE = dev
        MOBILE_API_URL = http://127.0.0.1:8080/api
        APP_DISPLAY_NAME = App (dev)
        IS_MOCK_ENABLED = true
        IS_DEBUG_PANEL_ENABLED = no
        """

    func testEmbeddedConfigurationsAreValid() throws {
        XCTAssertEqual(Environments.available, ["dev", "prod"])
        XCTAssertEqual(try Environments.checkConfiguration(name: "dev").instance, .dev)
        let prod = try Environments.checkConfiguration(name: "prod")
        XCTAssertTrue(prod.instance.isRelease)
        XCTAssertFalse(prod.isMockEnabled)
        XCTAssertFalse(prod.isDebugPanelEnabled)
    }

    func testParsesValuesAndComments() throws {
        let configuration = try Configuration(name: "dev", text: valid)
        XCTAssertEqual(configuration.instance, .dev)
        XCTAssertEqual(configuration.mobileApiUrl, "http://127.0.0.1:8080/api")
        XCTAssertEqual(configuration.appDisplayName, "App (dev)")
        XCTAssertTrue(configuration.isMockEnabled)
        XCTAssertFalse(configuration.isDebugPanelEnabled)
    }

    func testMissingKeyIsNamed() {
        let text = valid.replacingOccurrences(of: "APP_DISPLAY_NAME = App (dev)\n", with: "")
        XCTAssertThrowsError(try Configuration(name: "dev", text: text)) { error in
            XCTAssertEqual(error as? ConfigurationError, .missingKey("APP_DISPLAY_NAME", environment: "dev"))
            XCTAssertEqual("\(error)", "configuration 'dev' is missing the key APP_DISPLAY_NAME")
        }
    }

    func testMalformedValuesAreNamed() {
        let badURL = valid.replacingOccurrences(of: "http://127.0.0.1:8080/api", with: "not a url")
        XCTAssertThrowsError(try Configuration(name: "dev", text: badURL)) { error in
            XCTAssertEqual(
                error as? ConfigurationError,
                .malformedKey("MOBILE_API_URL", value: "not a url", expected: "an http(s) URL", environment: "dev")
            )
        }
        let badFlag = valid.replacingOccurrences(of: "IS_MOCK_ENABLED = true", with: "IS_MOCK_ENABLED = maybe")
        XCTAssertThrowsError(try Configuration(name: "dev", text: badFlag)) { error in
            XCTAssertEqual(
                error as? ConfigurationError,
                .malformedKey("IS_MOCK_ENABLED", value: "maybe", expected: "true or false", environment: "dev")
            )
        }
        let badInstance = valid.replacingOccurrences(of: "INSTANCE = dev", with: "INSTANCE = staging")
        XCTAssertThrowsError(try Configuration(name: "dev", text: badInstance)) { error in
            XCTAssertEqual(
                error as? ConfigurationError,
                .malformedKey("INSTANCE", value: "staging", expected: "one of dev, prod", environment: "dev")
            )
        }
        XCTAssertThrowsError(try Configuration(name: "dev", text: valid + "\nGARBAGE LINE")) { error in
            XCTAssertEqual(error as? ConfigurationError, .malformedLine(7, environment: "dev"))
        }
    }

    func testUnknownEnvironmentListsTheKnownOnes() {
        XCTAssertThrowsError(try Environments.checkConfiguration(name: "staging")) { error in
            XCTAssertEqual("\(error)", "unknown environment 'staging' (available: dev, prod)")
        }
    }

    func testRequestedEnvironmentPrefersTheFlagThenTheVariable() {
        XCTAssertEqual(Environments.requestedName(flag: "prod", environment: ["EXAMPLE_TUI_ENV": "dev"]), "prod")
        XCTAssertEqual(Environments.requestedName(flag: nil, environment: ["EXAMPLE_TUI_ENV": "prod"]), "prod")
        XCTAssertEqual(Environments.requestedName(flag: nil, environment: ["EXAMPLE_TUI_ENV": ""]), "dev")
        XCTAssertEqual(Environments.requestedName(flag: nil, environment: [:]), "dev")
    }

    func testVersionHasOneSource() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Resources/VERSION")
        let version = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(AppVersion.current, version)
    }
}
