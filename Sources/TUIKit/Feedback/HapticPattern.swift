import TUICore

/// The bells and flashes that stand for one kind of haptic feedback in a terminal, each
/// after a pause from the one before. Lighter feedback flashes, heavier rings, and the
/// notifications differ in rhythm as the iPhone's taps do.
public struct HapticPattern: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        /// The pause before this step, after the previous one.
        public let delay: Duration
        public let signal: TerminalSignal

        public init(after delay: Duration = .zero, _ signal: TerminalSignal) {
            self.delay = delay
            self.signal = signal
        }
    }

    public let steps: [Step]

    public init(_ steps: [Step]) {
        self.steps = steps
    }

    /// How long the pattern takes from its first step to its last.
    public var duration: Duration {
        steps.reduce(.zero) { $0 + $1.delay }
    }

    public static func pattern(for type: HapticFeedbackType) -> HapticPattern {
        switch type {
        case .selection:
            return HapticPattern([Step(.flash)])
        case .impact(.light):
            return HapticPattern([Step(.flash), Step(after: .milliseconds(80), .flash)])
        case .impact(.medium):
            return HapticPattern([Step(.bell)])
        case .impact(.heavy):
            return HapticPattern([Step(.bell), Step(.flash)])
        case .notification(.success):
            return HapticPattern([Step(.flash), Step(after: .milliseconds(120), .bell)])
        case .notification(.warning):
            return HapticPattern([Step(.bell), Step(after: .milliseconds(200), .bell)])
        case .notification(.error):
            return HapticPattern([
                Step(.bell), Step(after: .milliseconds(100), .bell), Step(after: .milliseconds(100), .bell),
            ])
        }
    }
}
