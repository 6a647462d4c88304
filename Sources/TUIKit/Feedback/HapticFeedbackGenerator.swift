import TUICore

/// Plays haptic feedback as bell and flash patterns (the template's
/// `HapticFeedbackGenerator.generate(.selection)`). The window owns one and sends its
/// signals to the terminal; the pauses run on the injected clock, and a timer exists only
/// while a pattern plays. A new feedback replaces one still playing, as on the iPhone.
@MainActor
public final class HapticFeedbackGenerator {
    /// Off means `generate` does nothing: the user switched haptics off in Settings.
    public var isEnabled = true {
        didSet { if !isEnabled { stop() } }
    }

    /// The feedback played last, while it plays; nil when quiet.
    public private(set) var playing: HapticFeedbackType?

    private let clock: any AppClock
    private let output: @MainActor (TerminalSignal) -> Void
    private var timer: (any Cancellable)?

    public init(clock: any AppClock, output: @escaping @MainActor (TerminalSignal) -> Void) {
        self.clock = clock
        self.output = output
    }

    public func generate(_ type: HapticFeedbackType) {
        guard isEnabled else { return }
        stop()
        playing = type
        play(HapticPattern.pattern(for: type).steps[...])
    }

    /// Drops the rest of a pattern that is playing.
    public func stop() {
        timer?.cancel()
        timer = nil
        playing = nil
    }

    private func play(_ steps: ArraySlice<HapticPattern.Step>) {
        var remaining = steps
        // Steps due now play at once; the first later one waits on a timer.
        while let step = remaining.first, step.delay == .zero {
            output(step.signal)
            remaining = remaining.dropFirst()
        }
        guard let next = remaining.first else {
            timer = nil
            playing = nil
            return
        }
        timer = clock.schedule(after: next.delay) { [weak self] in
            guard let self else { return }
            self.output(next.signal)
            self.play(remaining.dropFirst())
        }
    }
}

extension HapticFeedbackGenerator {
    /// The running app's generator (`AppContext.current`), which the app sets: the
    /// template's static `HapticFeedbackGenerator.generate(.selection)` plays through it.
    public static var shared: HapticFeedbackGenerator? {
        get { AppContext.current.haptics }
        set { AppContext.current.haptics = newValue }
    }

    /// Plays `type` on the running app's generator; nothing when no app set one (as in
    /// tests that inject their own generator).
    public static func generate(_ type: HapticFeedbackType) {
        shared?.generate(type)
    }
}

extension AppContext {
    /// This app's haptic feedback (`HapticFeedbackGenerator.shared`), held weakly: the
    /// window owns it.
    public var haptics: HapticFeedbackGenerator? {
        get { self[HapticsKey.self].generator }
        set { self[HapticsKey.self] = WeakGenerator(generator: newValue) }
    }
}

private enum HapticsKey: AppContextKey {
    static let defaultValue = WeakGenerator(generator: nil)
}

private struct WeakGenerator: Sendable {
    weak var generator: HapticFeedbackGenerator?
}
