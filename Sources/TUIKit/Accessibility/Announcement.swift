/// A line the screen-reader mode speaks when a change happens that a sighted user sees
/// without moving the focus (the twin of iOS's `UIAccessibility.post(notification:
/// .announcement, argument:)`). Views declare theirs while drawing, every frame
/// (`Frame.announce`); the window's `Announcer` speaks those that are new.
public struct Announcement: Hashable, Sendable {
    /// What is said.
    public var text: String
    /// Names a value that is announced when it changes, not when it first shows (a status
    /// line); nil for an event announced when it appears (a toast, an alert, an error).
    public var id: String?
    /// Said when this announcement is gone from a frame (a loading state's "Loaded").
    public var whenGone: String?

    public init(_ text: String, id: String? = nil, whenGone: String? = nil) {
        self.text = text
        self.id = id
        self.whenGone = whenGone
    }

    /// What names it from frame to frame: its id, else its text.
    var key: String { id.map { "#" + $0 } ?? text }
}
