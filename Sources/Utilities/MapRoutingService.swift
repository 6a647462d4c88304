import Foundation

/// Shows a place or a route on a map, the twin of SurfUtils' `MapRoutingService`: a `geo:`
/// URI (RFC 5870) for the map programs that take them, and an OpenStreetMap URL that any
/// browser opens.
public enum MapRoutingService {
    /// `geo:lat,lon`, or `geo:lat,lon?q=lat,lon(label)` with a label.
    public static func geoURI(for place: Coordinate, label: String? = nil) -> String {
        let point = "\(format(place.latitude)),\(format(place.longitude))"
        guard let label, !label.isEmpty else { return "geo:\(point)" }
        let encoded = label.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return "geo:\(point)?q=\(point)(\(encoded))"
    }

    /// The place marked on OpenStreetMap at street zoom.
    public static func openStreetMapURL(for place: Coordinate, zoom: Int = 16) -> String {
        let lat = format(place.latitude)
        let lon = format(place.longitude)
        return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=\(zoom)/\(lat)/\(lon)"
    }

    /// Directions from `start` to `end` on OpenStreetMap (by car).
    public static func openStreetMapRouteURL(from start: Coordinate, to end: Coordinate) -> String {
        "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route="
            + "\(format(start.latitude)),\(format(start.longitude));\(format(end.latitude)),\(format(end.longitude))"
    }

    /// Degrees with up to six decimals (about 10 cm), no exponent, no locale.
    static func format(_ degrees: Double) -> String {
        var text = String(format: "%.6f", locale: Locale(identifier: "en_US_POSIX"), degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
