import Foundation

/// A push as the app sees it (the template's `PushPayloadModel`), read from Apple's
/// simulator push format, the `.apns` file:
///
/// ```json
/// {
///   "Simulator Target Bundle": "com.example.tui",
///   "aps": { "alert": { "title": "Order", "subtitle": "No. 12", "body": "On its way" }, "badge": 1, "sound": "default" },
///   "deeplink": "myapp://examples/push"
/// }
/// ```
///
/// `aps.alert` may also be a plain string, the body. Keys besides `aps` and the target
/// bundle are the app's custom data; `deeplink` names a screen to open on a tap.
public struct PushPayloadModel: Sendable, Equatable {
    /// APNs refuses larger payloads.
    public static let maximumSize = 4096
    public static let deeplinkKey = "deeplink"
    public static let targetBundleKey = "Simulator Target Bundle"

    public var title: String?
    public var subtitle: String?
    public var body: String
    public var badge: Int?
    public var sound: String?
    public var targetBundle: String?
    public var deeplink: String?
    /// Other custom keys whose values are strings, numbers or booleans, as text.
    public var custom: [String: String]

    public init(
        title: String? = nil, subtitle: String? = nil, body: String, badge: Int? = nil, sound: String? = nil,
        targetBundle: String? = nil, deeplink: String? = nil, custom: [String: String] = [:]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.sound = sound
        self.targetBundle = targetBundle
        self.deeplink = deeplink
        self.custom = custom
    }

    /// Parses a `.apns` file's JSON; the error names the field that is wrong.
    public init(json data: Data) throws(PushPayloadError) {
        guard data.count <= Self.maximumSize else { throw .tooLarge(bytes: data.count) }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .notJSON(Self.describe(error))
        }
        guard case .object(let fields) = root else { throw .notJSON("the file holds no object") }
        guard let apsValue = fields["aps"] else { throw .missing(field: "aps") }
        guard case .object(let aps) = apsValue else { throw .invalid(field: "aps", expected: "an object") }
        guard let alert = aps["alert"] else { throw .missing(field: "aps.alert") }
        switch alert {
        case .string(let text):
            body = text
        case .object(let parts):
            title = try Self.optionalString(parts["title"], field: "aps.alert.title")
            subtitle = try Self.optionalString(parts["subtitle"], field: "aps.alert.subtitle")
            body = try Self.optionalString(parts["body"], field: "aps.alert.body") ?? ""
            guard title != nil || !body.isEmpty else { throw .missing(field: "aps.alert.body") }
        default:
            throw .invalid(field: "aps.alert", expected: "a string or an object with title, subtitle and body")
        }
        if body.isEmpty && title == nil { throw .invalid(field: "aps.alert", expected: "text that is not empty") }
        switch aps["badge"] {
        case nil: badge = nil
        case .number(let value) where value >= 0 && value.rounded() == value && value <= Double(Int32.max):
            badge = Int(value)
        default: throw .invalid(field: "aps.badge", expected: "a whole number of 0 or more")
        }
        switch aps["sound"] {
        case nil: sound = nil
        case .string(let name): sound = name
        case .object(let critical):
            guard case .string(let name) = critical["name"] else {
                throw .invalid(field: "aps.sound.name", expected: "a string")
            }
            sound = name
        default: throw .invalid(field: "aps.sound", expected: "a string or an object with a name")
        }
        targetBundle = try Self.optionalString(fields[Self.targetBundleKey], field: Self.targetBundleKey)
        deeplink = try Self.optionalString(fields[Self.deeplinkKey], field: Self.deeplinkKey)
        var custom: [String: String] = [:]
        for (key, value) in fields where key != "aps" && key != Self.targetBundleKey && key != Self.deeplinkKey {
            if let text = value.text { custom[key] = text }
        }
        self.custom = custom
    }

    private static func optionalString(_ value: JSONValue?, field: String) throws(PushPayloadError) -> String? {
        switch value {
        case nil: return nil
        case .string(let text): return text
        default: throw .invalid(field: field, expected: "a string")
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return String(describing: error) }
        switch decoding {
        case .dataCorrupted(let context): return context.underlyingError.map { "\($0)" } ?? context.debugDescription
        default: return "\(decoding)"
        }
    }
}
