/// Who the app is: the one value an app passes to the libraries at launch, so none of them
/// names an app (the template's bundle identifier, display name and URL scheme together).
///
/// `name` keys everything an app keeps apart from another: its XDG folders, its instance
/// socket, its log subsystem and the labels its secrets are sealed under. Changing it for an
/// app that has users moves their data and makes their secrets unreadable; the display name,
/// the scheme and the version may change freely.
///
/// ```swift
/// let identity = AppIdentity(
///     name: "your-app", displayName: "Your App", urlScheme: "yourapp",
///     environmentPrefix: "YOUR_APP", version: "1.0.0")
/// let directories = StorageDirectories(appName: identity.name)
/// identity.environmentVariable("ENV")   // "YOUR_APP_ENV"
/// ```
public struct AppIdentity: Sendable, Hashable {
    /// The executable's name, lowercase with dashes: folders, socket, log subsystem, secret labels.
    public var name: String
    /// What the user reads: the terminal window's title and the launch screen's.
    public var displayName: String
    /// The scheme of the app's links, without `://`.
    public var urlScheme: String
    /// The prefix of the app's own environment variables, without the trailing `_`.
    public var environmentPrefix: String
    /// The app's version, as `--version` prints it.
    public var version: String

    public init(name: String, displayName: String, urlScheme: String, environmentPrefix: String, version: String) {
        self.name = name
        self.displayName = displayName
        self.urlScheme = urlScheme
        self.environmentPrefix = environmentPrefix
        self.version = version
    }

    /// The app's variable `suffix`: `EXAMPLE_PREFIX_ENV` for "ENV".
    public func environmentVariable(_ suffix: String) -> String {
        environmentPrefix + "_" + suffix
    }

    /// The same identity under another display name (each environment's `APP_DISPLAY_NAME`).
    public func displayed(as displayName: String) -> AppIdentity {
        var identity = self
        identity.displayName = displayName
        return identity
    }
}
