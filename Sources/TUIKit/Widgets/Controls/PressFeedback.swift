import TUICore

/// The pressed look of a control (the iOS utilities' `TouchableControl` highlight).
///
/// A key press or a click calls `press()`: the next frame stamps the time from the injected
/// clock, and the control looks pressed until `duration` has passed, asking for one frame at
/// the end and none after. A control that tracks the mouse calls `touchDown(onCancel:)` on
/// the press: it looks pressed for as long as the button is held, and `touchUp(inside:)` or
/// `cancelTouch()` (Esc) ends the hold.
@MainActor
public final class PressFeedback {
    public let duration: Duration
    private var isPending = false
    private var pressedAt: Duration?
    /// The cancel action of the press being held, nil when none is.
    private var heldCancel: (@MainActor () -> Void)?

    public init(duration: Duration = .milliseconds(150)) {
        self.duration = duration
    }

    public func press() {
        isPending = true
    }

    /// Whether a mouse press is held on the control (touched down, not yet released).
    public var isHeld: Bool { heldCancel != nil }

    /// A mouse press began on the control; `onCancel` runs if the press is cancelled.
    public func touchDown(onCancel: @escaping @MainActor () -> Void) {
        heldCancel = onCancel
    }

    /// The held press ended: released inside shows the brief pressed look. Returns false,
    /// doing nothing, when no press was held (it was cancelled by Esc meanwhile).
    @discardableResult
    public func touchUp(inside: Bool) -> Bool {
        guard let cancel = heldCancel else { return false }
        heldCancel = nil
        if inside {
            press()
        } else {
            cancel()
        }
        return true
    }

    /// Cancels the held press (its screen's Esc) and runs its cancel action. Returns false
    /// when no press is held, so the key can go on to do what it does otherwise.
    @discardableResult
    public func cancelTouch() -> Bool {
        guard let cancel = heldCancel else { return false }
        heldCancel = nil
        cancel()
        return true
    }

    /// Whether the control looks pressed in the frame drawn at `frame.context.now`.
    public func isPressed(in frame: Frame) -> Bool {
        if isHeld { return true }
        if isPending {
            isPending = false
            pressedAt = frame.context.now
        }
        guard let pressedAt else { return false }
        let end = pressedAt + duration
        guard frame.context.now < end else {
            self.pressedAt = nil
            return false
        }
        frame.requestFrame(after: end - frame.context.now)
        return true
    }
}
