/// A recording as steps to replay against an app: its inputs and resizes at their times,
/// and before each input (and at the end) the screen the recording's output shows at that
/// moment, decoded by `TerminalScreen`.
///
/// The screen is taken just before the next input, not just after an input: the app draws
/// after a key at its own pace, and by the time the user pressed the next key the screen
/// they saw had settled. A replay compares its app's screen at the same moment of its
/// clock.
public struct ReplayScript: Sendable {
    /// One thing to do at a time since the recording began.
    public struct Step: Sendable {
        public var time: Double
        public var action: Action
    }

    public enum Action: Sendable {
        /// The user typed these bytes: input `index` (0-based) of the recording.
        case input(index: Int, bytes: [UInt8])
        /// The terminal became `columns` × `rows`.
        case resize(columns: Int, rows: Int)
        /// The recording's screen now, before input `beforeInput` (nil: at the end).
        case check(RecordedScreen, beforeInput: Int?)
    }

    /// A screen the recording's output shows.
    public struct RecordedScreen: Sendable, Equatable {
        /// Each row's text, trailing spaces trimmed (as `TerminalScreen.lines`).
        public var lines: [String]
        public var columns: Int
        /// False once the app left the alternate screen: it ended (or had not begun).
        public var isAlternateScreen: Bool
    }

    public var steps: [Step]
    /// How many inputs the recording has.
    public var inputCount: Int

    /// The steps of `recording`: output goes into a screen of the header's size, resizes
    /// resize it, and each input is preceded by a check of that screen.
    public init(recording: AsciicastRecording) {
        var screen = TerminalScreen(rows: recording.header.height, columns: recording.header.width)
        var steps: [Step] = []
        var inputs = 0
        func snapshot() -> RecordedScreen {
            RecordedScreen(lines: screen.lines, columns: screen.columns, isAlternateScreen: screen.isAlternateScreen)
        }
        for event in recording.events {
            switch event.kind {
            case .output:
                screen.feed(Array(event.data.utf8))
            case .resize:
                guard let size = event.size, (1...10_000).contains(size.columns), (1...10_000).contains(size.rows)
                else { continue }
                screen.resize(rows: size.rows, columns: size.columns)
                steps.append(Step(time: event.time, action: .resize(columns: size.columns, rows: size.rows)))
            case .input:
                steps.append(Step(time: event.time, action: .check(snapshot(), beforeInput: inputs)))
                steps.append(Step(time: event.time, action: .input(index: inputs, bytes: Array(event.data.utf8))))
                inputs += 1
            case .marker, .other:
                continue
            }
        }
        steps.append(Step(time: recording.events.last?.time ?? 0, action: .check(snapshot(), beforeInput: nil)))
        self.steps = steps
        inputCount = inputs
    }
}
