/// The words the screen-reader mode adds to what a screen shows, in the app's language: a
/// list row's place ("3 of 12"), a selection, a switch's state, what a loading state says
/// when it starts and ends, and the prefixes of announced alerts and errors.
public struct ScreenReaderStrings: Sendable {
    /// A row's place in its list: "3 of 12".
    public var position: @Sendable (_ index: Int, _ count: Int) -> String
    public var selected: String
    public var on: String
    public var off: String
    public var loading: String
    public var loaded: String
    /// Before an alert's title as it is announced: "Alert".
    public var alert: String
    /// Before an error state's title as it is announced: "Error".
    public var error: String

    public init(
        position: @escaping @Sendable (_ index: Int, _ count: Int) -> String = { "\($0) of \($1)" },
        selected: String = "selected",
        on: String = "on",
        off: String = "off",
        loading: String = "Loading",
        loaded: String = "Loading finished",
        alert: String = "Alert",
        error: String = "Error"
    ) {
        self.position = position
        self.selected = selected
        self.on = on
        self.off = off
        self.loading = loading
        self.loaded = loaded
        self.alert = alert
        self.error = error
    }
}
