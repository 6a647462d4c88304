import TUICore

/// The brief pressed look of a control after a click or its key (reference 001's
/// `TouchableControl` highlight). Its owner, usually a view model, calls `press()`; the next
/// frame stamps the time from the injected clock, and the control looks pressed until
/// `duration` has passed, asking for one frame at the end and none after.
@MainActor
public final class PressFeedback {
    public let duration: Duration
    private var isPending = false
    private var pressedAt: Duration?

    public init(duration: Duration = .milliseconds(150)) {
        self.duration = duration
    }

    public func press() {
        isPending = true
    }

    /// Whether the control looks pressed in the frame drawn at `frame.now`.
    public func isPressed(in frame: Frame) -> Bool {
        if isPending {
            isPending = false
            pressedAt = frame.now
        }
        guard let pressedAt else { return false }
        let end = pressedAt + duration
        guard frame.now < end else {
            self.pressedAt = nil
            return false
        }
        frame.requestFrame(after: end - frame.now)
        return true
    }
}
