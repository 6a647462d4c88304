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
    /// A sparkline in words: its count of values, the smallest, the largest and the last.
    public var sparkline: @Sendable (_ count: Int, _ minimum: String, _ maximum: String, _ last: String) -> String
    /// One series of a line chart in words: its name, count, smallest, largest and last value.
    public var series:
        @Sendable (_ name: String, _ count: Int, _ minimum: String, _ maximum: String, _ last: String) -> String
    /// A line chart: its series' words, joined with "; ".
    public var lineChart: @Sendable (_ series: String) -> String
    /// A bar chart: its bars as "label value", joined with ", ".
    public var barChart: @Sendable (_ bars: String) -> String
    /// A progress bar without a label: its percentage.
    public var progress: @Sendable (_ percentage: String) -> String

    public init(
        position: @escaping @Sendable (_ index: Int, _ count: Int) -> String = { "\($0) of \($1)" },
        selected: String = "selected",
        on: String = "on",
        off: String = "off",
        loading: String = "Loading",
        loaded: String = "Loading finished",
        alert: String = "Alert",
        error: String = "Error",
        sparkline: @escaping @Sendable (Int, String, String, String) -> String = {
            "Sparkline: \($0) values, min \($1), max \($2), last \($3)"
        },
        series: @escaping @Sendable (String, Int, String, String, String) -> String = {
            "\($0): \($1) values, min \($2), max \($3), last \($4)"
        },
        lineChart: @escaping @Sendable (String) -> String = { "Line chart: \($0)" },
        barChart: @escaping @Sendable (String) -> String = { "Bar chart: \($0)" },
        progress: @escaping @Sendable (String) -> String = { "Progress: \($0)" }
    ) {
        self.sparkline = sparkline
        self.series = series
        self.lineChart = lineChart
        self.barChart = barChart
        self.progress = progress
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
