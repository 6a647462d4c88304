/// The command palette's words, in the app's language (part of `ToolkitStrings`).
public struct PaletteStrings: Sendable {
    /// The box's title.
    public var title: String
    /// Shown dim in the empty query field.
    public var placeholder: String
    /// Shown when the query matches nothing.
    public var noMatches: String
    /// The group of the key bindings in force on the screen.
    public var keysGroup: String
    /// The hint line's words: ↑↓ move · Enter run · Esc close.
    public var move: String
    public var run: String
    public var close: String

    public init(
        title: String = "Commands",
        placeholder: String = "Type to search commands",
        noMatches: String = "No matching commands",
        keysGroup: String = "Keys",
        move: String = "move",
        run: String = "run",
        close: String = "close"
    ) {
        self.title = title
        self.placeholder = placeholder
        self.noMatches = noMatches
        self.keysGroup = keysGroup
        self.move = move
        self.run = run
        self.close = close
    }
}
