/// How much room the terminal gives: the twin of the iOS utilities' `UIDevice` size
/// checks and `LayoutHelper`, by columns and rows instead of points.
///
/// - `compact`: fewer than 80 columns or fewer than 24 rows (a split pane, a small
///   window); screens drop secondary lines.
/// - `regular`: a classic 80×24 terminal up to 139 columns; the layout every screen
///   was designed for.
/// - `wide`: 140 columns or more, with at least 24 rows; lists show a detail or
///   preview pane beside them.
///
/// The wide threshold sits above 120 on purpose: a 120×40 terminal keeps the regular
/// layout, and a pane beside a list needs about 60 columns of its own.
public enum SizeClass: String, CaseIterable, Comparable, Sendable {
    case compact
    case regular
    case wide

    /// The least columns and rows of a regular terminal.
    public static let regularMinimum = (columns: 80, rows: 24)
    /// The least columns of a wide terminal.
    public static let wideColumns = 140

    /// The class of a terminal `columns` wide and `rows` high.
    public init(columns: Int, rows: Int) {
        if columns < Self.regularMinimum.columns || rows < Self.regularMinimum.rows {
            self = .compact
        } else if columns >= Self.wideColumns {
            self = .wide
        } else {
            self = .regular
        }
    }

    public var isCompact: Bool { self == .compact }
    public var isWide: Bool { self == .wide }

    public static func < (lhs: SizeClass, rhs: SizeClass) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .compact: 0
        case .regular: 1
        case .wide: 2
        }
    }
}
