/// The one transition a container runs at a time: the window's present or dismiss, a
/// navigation stack's push or pop. A class, because finishing one runs completions that
/// may start the next in the same slot.
@MainActor
final class TransitionSlot {
    /// The transition in progress, if one is sliding.
    var current: ScreenTransition?

    /// Ends the running transition at once, with its callbacks and completion; one that a
    /// completion starts meanwhile is finished too, so transitions never overlap.
    func finish() {
        while let current, !current.isFinished { current.finish() }
        forgetFinished()
    }

    /// Drops the transition once it has ended, unless a completion already started the next.
    func forgetFinished() {
        if current?.isFinished == true { current = nil }
    }
}
