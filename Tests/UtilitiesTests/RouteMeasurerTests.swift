import Foundation
import Utilities
import XCTest

final class RouteMeasurerTests: XCTestCase {
    private let ru = Locale(identifier: "ru_RU")
    private let en = Locale(identifier: "en_US")

    private func lawOfCosines(_ first: Coordinate, _ second: Coordinate) -> Double {
        let radians = Double.pi / 180
        let cosine =
            sin(first.latitude * radians) * sin(second.latitude * radians) + cos(first.latitude * radians)
            * cos(second.latitude * radians) * cos((second.longitude - first.longitude) * radians)
        return RouteMeasurer.earthRadius * acos(min(1, max(-1, cosine)))
    }

    func testKnownDistances() {
        let moscow = Coordinate(latitude: 55.7558, longitude: 37.6173)
        let petersburg = Coordinate(latitude: 59.9343, longitude: 30.3351)
        let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
        let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
        // London–Paris is the textbook 343.5 km; the others agree with the spherical law of
        // cosines, a different formula for the same great circle.
        XCTAssertEqual(RouteMeasurer.calculateDistance(between: london, and: paris), 343_500, accuracy: 500)
        for (first, second) in [(moscow, petersburg), (london, moscow), (paris, petersburg)] {
            XCTAssertEqual(
                RouteMeasurer.calculateDistance(between: first, and: second), lawOfCosines(first, second), accuracy: 1)
        }
        XCTAssertEqual(
            RouteMeasurer.calculateDistance(between: london, and: paris),
            RouteMeasurer.calculateDistance(between: paris, and: london), accuracy: 1e-6)
        XCTAssertEqual(RouteMeasurer.calculateDistance(between: moscow, and: moscow), 0)
    }

    func testAQuarterAndHalfOfTheEarthAlongTheEquator() {
        let origin = Coordinate(latitude: 0, longitude: 0)
        let quarter = RouteMeasurer.calculateDistance(between: origin, and: Coordinate(latitude: 0, longitude: 90))
        let half = RouteMeasurer.calculateDistance(between: origin, and: Coordinate(latitude: 0, longitude: 180))
        XCTAssertEqual(quarter, .pi * RouteMeasurer.earthRadius / 2, accuracy: 1e-3)
        XCTAssertEqual(half, .pi * RouteMeasurer.earthRadius, accuracy: 1e-3)
        XCTAssertEqual(
            RouteMeasurer.calculateDistance(
                between: Coordinate(latitude: 90, longitude: 0), and: Coordinate(latitude: -90, longitude: 45)),
            half, accuracy: 1e-3)
    }

    func testFormattingInMetresAndKilometresPerLanguage() {
        let nbsp = "\u{A0}"
        let cases: [(Double, String, String)] = [
            (0, "0 м", "0 m"),
            (849.6, "850 м", "850 m"),
            (999.6, "1,0 км", "1.0 km"),
            (1_549, "1,5 км", "1.5 km"),
            (9_949, "9,9 км", "9.9 km"),
            (634_400, "634 км", "634 km"),
            (1_234_567, "1\(nbsp)235 км", "1,235 km"),
        ]
        for (meters, russian, english) in cases {
            XCTAssertEqual(RouteMeasurer.formatDistance(meters, locale: ru), russian, "\(meters) ru")
            XCTAssertEqual(RouteMeasurer.formatDistance(meters, locale: en), english, "\(meters) en")
        }
        XCTAssertEqual(
            RouteMeasurer.formatDistance(2_000, meterPattern: "м", kilometerPattern: "километров", locale: ru),
            "2,0 километров")
    }
}
