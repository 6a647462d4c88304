import Foundation

/// A point on Earth in degrees.
public struct Coordinate: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Distances between coordinates along the Earth's surface (haversine, on a sphere of
/// the Earth's mean radius), and their text in м/км or m/km.
public enum RouteMeasurer {
    /// The IUGG mean Earth radius in metres.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres.
    public static func calculateDistance(between first: Coordinate, and second: Coordinate) -> Double {
        let lat1 = first.latitude * .pi / 180
        let lat2 = second.latitude * .pi / 180
        let deltaLat = lat2 - lat1
        let deltaLon = (second.longitude - first.longitude) * .pi / 180
        let a = sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLon / 2) * sin(deltaLon / 2)
        // min() keeps rounding from pushing the root past 1 for antipodal points.
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }

    /// "850 м", "1,5 км", "634 км" (or m/km): metres under a kilometre, one decimal under
    /// ten, whole kilometres beyond, with the locale's separators.
    public static func formatDistance(
        _ meters: Double,
        meterPattern: String,
        kilometerPattern: String,
        locale: Locale
    ) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let value: Double
        let unit: String
        let rounded = meters.rounded()
        if rounded < 1000 {
            value = max(0, rounded)
            unit = meterPattern
            formatter.maximumFractionDigits = 0
        } else {
            // Rounded here: Foundation on Linux does not always honour maximumFractionDigits.
            let kilometers = meters / 1000
            let digits = (rounded / 100).rounded() / 10 < 10 ? 1 : 0
            value = digits == 1 ? (kilometers * 10).rounded() / 10 : kilometers.rounded()
            unit = kilometerPattern
            formatter.minimumFractionDigits = digits
            formatter.maximumFractionDigits = digits
        }
        let number = formatter.string(from: NSNumber(value: value)) ?? String(value)
        return "\(number) \(unit)"
    }

    /// The distance in the locale's units words: м/км in Russian, m/km otherwise.
    public static func formatDistance(_ meters: Double, locale: Locale) -> String {
        let russian = locale.language.languageCode?.identifier == "ru"
        return formatDistance(
            meters,
            meterPattern: russian ? "м" : "m",
            kilometerPattern: russian ? "км" : "km",
            locale: locale
        )
    }
}
