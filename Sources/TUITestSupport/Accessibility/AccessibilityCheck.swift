/// The parts of the accessibility audit (docs/accessibility.md).
public enum AccessibilityCheck: String, Sendable, CaseIterable, Hashable {
    /// The terminal's cursor is on the focused control: the visible cursor at an edit
    /// point, or the hidden one on a cell drawn as focused.
    case focus
    /// Every piece of text (4.5:1) and icon (3:1) against what it is drawn on, WCAG 2 AA.
    case contrast
    /// Focus, selection, disabled and error states read without colour, in Unicode and
    /// ASCII (`StateCueCheck`).
    case stateCues
}
