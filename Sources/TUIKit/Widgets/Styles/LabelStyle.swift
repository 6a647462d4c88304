/// How an `IconLabel` places its icon and title (the iOS component library's
/// `Label+Styles`): the style arranges the parts and leaves font and colour to the label.
public enum LabelStyle: Hashable, Sendable {
    /// Icon, a space, then the title on one row.
    case `default`
    /// The icon centred over the title, on two rows.
    case vertical
    /// The default layout on a filled background with a cell of padding either side.
    case background
}
