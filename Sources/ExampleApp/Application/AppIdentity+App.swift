import AppSupport

extension AppIdentity {
    /// This app. The libraries know it only through what the app hands them at launch: the
    /// name keys the XDG folders, the instance socket, the log subsystem and the secret
    /// labels (unchanged since before the identity existed, so users' data stays where it
    /// was); each environment's `APP_DISPLAY_NAME` replaces the display name at launch.
    public static let app = AppIdentity(
        name: "example-tui",
        displayName: "example-tui",
        urlScheme: "exampletui",
        environmentPrefix: "EXAMPLE_TUI",
        version: AppVersion.current
    )
}
