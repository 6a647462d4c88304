/// Words the toolkit draws itself; an app passes its translations through `Window`.
public struct ToolkitStrings: Sendable {
    public var back: String
    public var close: String

    public init(back: String = "Back", close: String = "Close") {
        self.back = back
        self.close = close
    }
}
