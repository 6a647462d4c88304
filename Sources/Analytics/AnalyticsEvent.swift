/// What happened, as the providers receive it (the template's `AnalyticsEvent`). New events
/// are added here.
public enum AnalyticsEvent: String, CaseIterable, Sendable, Codable {
    /// A screen appeared.
    case screenView = "screen_view"
    /// A list row was opened.
    case rowTap = "row_tap"
    /// The user switched tabs.
    case tabSelect = "tab_select"
    /// A button was pressed.
    case buttonTap = "button_tap"
    /// A deeplink opened a screen.
    case deeplinkOpened = "deeplink_opened"
    /// A push arrived.
    case pushReceived = "push_received"
    /// A push banner was tapped.
    case pushOpened = "push_opened"
    /// Sent from the analytics demo.
    case demoPing = "demo_ping"
}
