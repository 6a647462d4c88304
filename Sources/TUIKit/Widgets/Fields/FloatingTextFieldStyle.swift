/// The look of a `FloatingHintTextField` (the iOS component library's `TextField+Styles`,
/// applied with `.floatingTextFieldStyle(_:)` as there): the same four rows in every style
/// (hint, value, line, error), so a form keeps its layout when its style changes.
///
/// Each style marks normal, focused, error and disabled by glyph and attributes, so the
/// states read without colour.
public enum FloatingTextFieldStyle: Hashable, Sendable, CaseIterable {
    /// The hint floats over the value, a line under it (the field's look so far).
    case underlined
    /// A box around the value with the hint floating in its top border.
    case outlined
    /// The floating hint and the value alone, with no line.
    case plain
}
