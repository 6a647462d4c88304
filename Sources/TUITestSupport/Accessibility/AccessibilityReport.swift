/// What an accessibility audit checked and found; `summary` is what the assertion prints.
public struct AccessibilityReport: Sendable {
    public var screens = 0
    public var frames = 0
    /// Cells whose contrast was measured, and the colour pairs among them (`dark text.primary
    /// on background.primary`).
    public var checkedCells = 0
    public var pairs: Set<String> = []
    public var selections = 0
    public var disabled = 0
    public var errorRuns = 0
    /// Each no-colour frame's focus and states (`StateCueCheck.Result.summary`).
    public var stateLines: [String] = []
    /// Problems the caller tolerates, by name.
    public var tolerated: [String] = []
    /// Each problem, naming the screen, the terminal (language, theme, size) and what is wrong.
    public var failures: [String] = []

    public init() {}

    public var summary: String {
        "Accessibility audit: \(screens) screens, \(frames) frames; \(checkedCells) cells' contrast "
            + "(\(pairs.count) colour pairs); \(selections) selections, \(disabled) disabled, \(errorRuns) error "
            + "runs without colour; \(tolerated.count) tolerated; \(failures.count) failures"
    }
}
