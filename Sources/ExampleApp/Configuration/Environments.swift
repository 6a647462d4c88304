import AppSupport

/// Access to the current environment's configuration (the template's `Environments`).
///
/// `setup` picks and checks a configuration at launch (`--env`, `EXAMPLE_TUI_ENV`, dev by
/// default); Settings can switch it live, which restarts the app's root. The configuration
/// is the running app's (`AppContext.current`): two apps in one process may run in two
/// environments.
public enum Environments {
    /// Raw config files by environment name, embedded at build time from Resources/Configs.
    public static let files: [String: String] = R.config.files

    public static var configuration: Configuration {
        guard let configuration = AppContext.current.configuration else {
            preconditionFailure("Environments.setup must run before the configuration is read")
        }
        return configuration
    }

    public static var instance: Instance { configuration.instance }
    public static var isRelease: Bool { instance.isRelease }
    public static var mobileApiUrl: String { configuration.mobileApiUrl }
    public static var appDisplayName: String { configuration.appDisplayName }

    /// The names of every embedded environment, sorted.
    public static var available: [String] { files.keys.sorted() }

    /// Loads and checks environment `name`, making it the running app's (`context`'s).
    @discardableResult
    public static func setup(
        name: String, files: [String: String] = files, in context: AppContext = .current
    ) throws(ConfigurationError) -> Configuration {
        let configuration = try checkConfiguration(name: name, files: files)
        context.configuration = configuration
        return configuration
    }

    /// Parses environment `name` and checks every key, without making it current.
    public static func checkConfiguration(name: String, files: [String: String] = files) throws(ConfigurationError)
        -> Configuration
    {
        guard let text = files[name] else {
            throw .unknownEnvironment(name, available: files.keys.sorted())
        }
        return try Configuration(name: name, text: text)
    }

    /// The environment asked for: the flag, else `EXAMPLE_TUI_ENV`, else dev.
    public static func requestedName(flag: String?, environment: [String: String]) -> String {
        let variable = AppIdentity.app.environmentVariable("ENV")
        return flag ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? Instance.dev.rawValue
    }
}

extension AppContext {
    /// This app's environment configuration (`Environments.configuration`); nil until
    /// `Environments.setup` ran for it.
    public var configuration: Configuration? {
        get { self[ConfigurationKey.self] }
        set { self[ConfigurationKey.self] = newValue }
    }
}

private enum ConfigurationKey: AppContextKey {
    static let defaultValue: Configuration? = nil
}
