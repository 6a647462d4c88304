/// A session as `SessionRecorder` kept it: what asciicast v2 holds (`o`, `i` and `r`
/// events with their times), for a bug report to write.
public struct SessionRecording: Sendable {
    public struct Event: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case output = "o"
            case input = "i"
            case resize = "r"
        }

        /// Seconds since the recording's start.
        public var time: Double
        public var kind: Kind
        /// Output as text with escape sequences, input as the bytes a terminal sent, a
        /// resize as `COLSxROWS`.
        public var data: String
    }

    /// The terminal's size at the start.
    public var size: Size
    public var events: [Event]
    /// The session's start was dropped (the recorder's limits): the recording starts from
    /// a screen later on, so it plays as a film but does not replay from the app's launch.
    public var isTrimmed: Bool
}
