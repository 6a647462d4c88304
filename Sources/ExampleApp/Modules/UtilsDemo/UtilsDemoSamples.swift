import Foundation
import Network
import Utilities

/// The sample inputs the utilities demo cycles through.
enum UtilsDemoSamples {
    struct Place {
        let name: @Sendable () -> String
        let coordinate: Coordinate
    }

    static let redSquare = Place(
        name: { R.string.utilsDemo.placeRedSquare() }, coordinate: Coordinate(latitude: 55.7539, longitude: 37.6208))
    static let bolshoi = Place(
        name: { R.string.utilsDemo.placeBolshoi() }, coordinate: Coordinate(latitude: 55.7601, longitude: 37.6186))
    static let moscow = Place(
        name: { R.string.utilsDemo.placeMoscow() }, coordinate: Coordinate(latitude: 55.7558, longitude: 37.6173))
    static let petersburg = Place(
        name: { R.string.utilsDemo.placePetersburg() }, coordinate: Coordinate(latitude: 59.9343, longitude: 30.3351))
    static let kazan = Place(
        name: { R.string.utilsDemo.placeKazan() }, coordinate: Coordinate(latitude: 55.7961, longitude: 49.1064))
    static let london = Place(
        name: { R.string.utilsDemo.placeLondon() }, coordinate: Coordinate(latitude: 51.5074, longitude: -0.1278))
    static let newYork = Place(
        name: { R.string.utilsDemo.placeNewYork() }, coordinate: Coordinate(latitude: 40.7128, longitude: -74.0060))

    /// From metres to thousands of kilometres.
    static let routes: [(Place, Place)] = [
        (moscow, petersburg), (redSquare, bolshoi), (moscow, kazan), (london, newYork),
    ]

    /// Parameter sets for `QueryStringBuilder`: spaces, Cyrillic, an array with a flag, and
    /// reserved characters with a number and a nil that is left out. `label` is the input as
    /// the row shows it.
    static let queries: [(label: String, parameters: [String: any Sendable])] = [
        ("q: red square, page: 2", ["q": "red square", "page": 2]),
        ("city: Уфа", ["city": "Уфа"]),
        ("tag: [swift, tui], new: true", ["tag": ["swift", "tui"], "new": true]),
        ("q: a&b=c+d, price: 2.15, coupon: nil", ["q": "a&b=c+d", "price": 2.15, "coupon": String?.none]),
    ]

    static let money: [MoneyModel] = [
        MoneyModel(amount: Decimal(string: "1234567.5")!, currencyCode: "RUB"),
        MoneyModel(decimal: 10, digit: 9, currencyCode: "USD"),
        MoneyModel(decimal: 1500, digit: 0, currencyCode: "RUB"),
        MoneyModel(decimal: -42, digit: 50, currencyCode: "EUR"),
    ]

    /// Fills the web stores with a few files so a clean has something to remove; cookies
    /// are private (0600 in a 0700 folder).
    static func fillWebCache(cacheDirectory: URL, dataDirectory: URL) throws {
        let files: [(URL, String, Int)] = [
            (cacheDirectory.appendingPathComponent("http"), "response-1.cache", 2048),
            (cacheDirectory.appendingPathComponent("http"), "response-2.cache", 1024),
            (dataDirectory.appendingPathComponent("cookies"), "cookies.json", 256),
            (dataDirectory.appendingPathComponent("web/local-storage"), "example.sqlite", 4096),
        ]
        let manager = FileManager.default
        for (folder, name, size) in files {
            try manager.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let path = folder.appendingPathComponent(name).path
            guard manager.createFile(atPath: path, contents: Data(count: size), attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteUnknown) }
        }
    }
}
