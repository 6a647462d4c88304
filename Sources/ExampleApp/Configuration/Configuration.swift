import Foundation

/// One environment's settings, parsed from `Resources/Configs/<name>.env` and checked
/// whole at launch: a missing or malformed key stops the app before anything draws.
public struct Configuration: Sendable, Equatable {
    public enum ConfigKey: String, CaseIterable, Sendable {
        case instance = "INSTANCE"
        case mobileApiUrl = "MOBILE_API_URL"
        case appDisplayName = "APP_DISPLAY_NAME"
        case isMockEnabled = "IS_MOCK_ENABLED"
        case isDebugPanelEnabled = "IS_DEBUG_PANEL_ENABLED"
    }

    public let instance: Instance
    public let mobileApiUrl: String
    public let appDisplayName: String
    public let isMockEnabled: Bool
    public let isDebugPanelEnabled: Bool
    /// Where the HTTP analytics provider sends events (`ANALYTICS_URL`, optional: the dev
    /// environment names a collector; without one nothing is sent).
    public let analyticsUrl: URL?
    /// The backend's push channel, a Server-Sent Events stream (`PUSH_CHANNEL_URL`, optional:
    /// the dev environment names one; without it pushes come only from `.apns` files).
    public let pushChannelUrl: URL?

    /// Parses `KEY = value` lines (`#` starts a comment) and checks every key.
    public init(name: String, text: String) throws(ConfigurationError) {
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmed
            if line.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .malformedLine(index + 1, environment: name)
            }
            let key = line[..<equals].trimmed
            guard !key.isEmpty else { throw .malformedLine(index + 1, environment: name) }
            values[key] = line[line.index(after: equals)...].trimmed
        }
        func value(_ key: ConfigKey) throws(ConfigurationError) -> String {
            guard let value = values[key.rawValue], !value.isEmpty else {
                throw .missingKey(key.rawValue, environment: name)
            }
            return value
        }
        func flag(_ key: ConfigKey) throws(ConfigurationError) -> Bool {
            let text = try value(key)
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: throw .malformedKey(key.rawValue, value: text, expected: "true or false", environment: name)
            }
        }
        let instanceText = try value(.instance)
        guard let instance = Instance(rawValue: instanceText) else {
            let expected = "one of " + Instance.allCases.map(\.rawValue).joined(separator: ", ")
            throw .malformedKey(ConfigKey.instance.rawValue, value: instanceText, expected: expected, environment: name)
        }
        let url = try value(.mobileApiUrl)
        guard url.hasPrefix("http://") || url.hasPrefix("https://"), url.count > 8, !url.contains(" ") else {
            throw .malformedKey(
                ConfigKey.mobileApiUrl.rawValue, value: url, expected: "an http(s) URL", environment: name)
        }
        self.instance = instance
        self.mobileApiUrl = url
        self.appDisplayName = try value(.appDisplayName)
        self.isMockEnabled = try flag(.isMockEnabled)
        self.isDebugPanelEnabled = try flag(.isDebugPanelEnabled)
        func optionalURL(_ key: String) throws(ConfigurationError) -> URL? {
            guard let text = values[key], !text.isEmpty else { return nil }
            guard text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains(" "),
                let url = URL(string: text)
            else {
                throw .malformedKey(key, value: text, expected: "an http(s) URL", environment: name)
            }
            return url
        }
        self.analyticsUrl = try optionalURL("ANALYTICS_URL")
        self.pushChannelUrl = try optionalURL("PUSH_CHANNEL_URL")
    }
}

extension StringProtocol {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
