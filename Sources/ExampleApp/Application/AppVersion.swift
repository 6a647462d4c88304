/// The app's version: one source, `Resources/VERSION`, shown by `--version` and Settings.
public enum AppVersion {
    public static let current: String = R.version
}
