import TUICore

/// What a window has drawn and how fast it answered the last key: figures an app may show
/// of itself (the showcase's charts demo does). The composer counts the frames; the host,
/// which sees both the keys and the frames presented, times a key to its frame with the
/// window's clock, so under a test's manual clock the time is zero and frames stay the same.
public struct FrameStatistics: Equatable, Sendable {
    /// Frames composed since the window was made.
    public internal(set) var framesComposed = 0
    /// Keys handed to the window since it was made.
    public internal(set) var keysHandled = 0
    /// The last key that had a frame drawn after it, and how long from its arrival the
    /// frame took to be on screen; the first key of a burst read at once is the one timed.
    public internal(set) var lastKey: KeyEvent?
    public internal(set) var lastKeyToFrame: Duration?

    public init() {}
}
