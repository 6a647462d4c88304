import Foundation
import XCTest

import class TUITestSupport.RecordingCommands

@testable import Utilities

final class RoutersTests: XCTestCase {
    func testMailtoEncodesEveryPart() {
        XCTAssertEqual(
            MailSender.composeURL(to: ["a@example.com", "b c@example.com"], subject: "Hi & bye?", body: "one\ntwo"),
            "mailto:a@example.com,b%20c@example.com?subject=Hi%20%26%20bye%3F&body=one%0D%0Atwo")
    }

    func testMailGoesThroughMailerOrXdgOpen() throws {
        let commands = try RecordingCommands()
        try commands.add("xdg-open")
        let opener = URLOpener(appScheme: "x", environment: ["DISPLAY": ":0", "PATH": commands.path])
        let url = try MailSender(opener: opener).compose(to: ["a@example.com"], subject: "S", body: "B")
        XCTAssertEqual(commands.arguments(of: "xdg-open"), [url])
    }

    func testMapURLs() {
        let moscow = Coordinate(latitude: 55.7558, longitude: 37.6173)
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        XCTAssertEqual(MapRoutingService.geoURI(for: moscow), "geo:55.7558,37.6173")
        XCTAssertEqual(
            MapRoutingService.geoURI(for: london, label: "Big Ben"), "geo:51.5074,-0.1278?q=51.5074,-0.1278(Big%20Ben)")
        XCTAssertEqual(
            MapRoutingService.openStreetMapURL(for: moscow),
            "https://www.openstreetmap.org/?mlat=55.7558&mlon=37.6173#map=16/55.7558/37.6173")
        XCTAssertEqual(
            MapRoutingService.openStreetMapRouteURL(from: moscow, to: london),
            "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=55.7558,37.6173;51.5074,-0.1278")
    }

    func testTheEditorIsVisualThenEditorThenVi() {
        XCTAssertEqual(ConfigEditor(environment: ["VISUAL": "code --wait", "EDITOR": "nano"]).command.program, "code")
        XCTAssertEqual(ConfigEditor(environment: ["VISUAL": "code --wait"]).command.arguments, ["--wait"])
        XCTAssertEqual(ConfigEditor(environment: ["VISUAL": " ", "EDITOR": "nano"]).command.program, "nano")
        XCTAssertEqual(ConfigEditor(environment: [:]).command.program, "vi")
    }

    func testTheConfigFileSaysItsFirstBadLine() {
        XCTAssertEqual(try ConfigFile.parse(ConfigFile.template).get().values, ["language": "en", "haptics": "on"])
        XCTAssertEqual(
            ConfigFile.parse("language = de"), .failure(.init(line: 1, message: "language: “de” is not one of en, ru")))
        XCTAssertEqual(
            ConfigFile.parse("# c\n\nnonsense"), .failure(.init(line: 3, message: "“nonsense” is not key = value")))
        XCTAssertEqual(ConfigFile.parse("colour = red"), .failure(.init(line: 1, message: "unknown key “colour”")))
    }
}
