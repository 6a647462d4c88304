/// The widths of a split view's two columns and the one-cell divider between them: the
/// arithmetic of `UISplitViewController`'s `preferredPrimaryColumnWidth` and its minimum
/// and maximum, as a plain value. The user's width (from a drag or a key) is kept as asked
/// and clamped for each width it is laid out in, so narrowing the terminal and widening it
/// again brings the divider back where the user left it.
public struct SplitColumns: Hashable, Sendable {
    /// The primary column's width the user chose, or nil for `primaryFraction` of the room.
    public private(set) var preferredPrimaryWidth: Int?
    /// The primary column's share of the room until the user moves the divider.
    public var primaryFraction: Double
    /// The least columns each side keeps while the room allows both.
    public var minimumPrimaryWidth: Int
    public var minimumSecondaryWidth: Int

    /// The divider's width, between the columns.
    public static let dividerWidth = 1

    public init(primaryFraction: Double = 0.45, minimumPrimaryWidth: Int = 30, minimumSecondaryWidth: Int = 40) {
        self.primaryFraction = min(max(primaryFraction, 0), 1)
        self.minimumPrimaryWidth = max(0, minimumPrimaryWidth)
        self.minimumSecondaryWidth = max(0, minimumSecondaryWidth)
    }

    /// The primary column's width in `total` columns (the divider included). When the room
    /// holds less than both minimums, it is shared in their proportion, so neither column
    /// disappears.
    public func primaryWidth(in total: Int) -> Int {
        let room = total - Self.dividerWidth
        guard room > 0 else { return 0 }
        let minimums = minimumPrimaryWidth + minimumSecondaryWidth
        guard room >= minimums else {
            return minimums == 0 ? room / 2 : room * minimumPrimaryWidth / minimums
        }
        let wanted = preferredPrimaryWidth ?? Int((Double(room) * primaryFraction).rounded())
        return clamp(wanted, in: room)
    }

    /// The secondary column's width in `total` columns.
    public func secondaryWidth(in total: Int) -> Int {
        max(0, total - Self.dividerWidth - primaryWidth(in: total))
    }

    /// Puts the divider `x` columns from the left edge (a drag), clamped to the minimums.
    public mutating func moveDivider(to x: Int, in total: Int) {
        let room = total - Self.dividerWidth
        guard room >= minimumPrimaryWidth + minimumSecondaryWidth else { return }
        preferredPrimaryWidth = clamp(x, in: room)
    }

    /// Moves the divider by `columns` (negative: left) from where it shows in `total` (a key).
    public mutating func moveDivider(by columns: Int, in total: Int) {
        moveDivider(to: primaryWidth(in: total) + columns, in: total)
    }

    /// Forgets the user's width: back to `primaryFraction`.
    public mutating func resetDivider() {
        preferredPrimaryWidth = nil
    }

    private func clamp(_ width: Int, in room: Int) -> Int {
        min(max(width, minimumPrimaryWidth), room - minimumSecondaryWidth)
    }
}
