/// Words the toolkit draws itself; an app passes its translations through `Window`.
public struct ToolkitStrings: Sendable {
    public var back: String
    public var close: String
    /// The button of an alert declared without actions, as SwiftUI adds one.
    public var ok: String

    public init(back: String = "Back", close: String = "Close", ok: String = "OK") {
        self.back = back
        self.close = close
        self.ok = ok
    }
}
