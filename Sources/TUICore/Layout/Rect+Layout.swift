/// Short forms of the common splits, so a screen names its parts in one line:
/// `let (header, list, footer) = area.rows(.length(1), .fill, .length(1))`.
extension Rect {
    /// The parts of this rectangle as `layout` splits it.
    public func split(_ layout: Layout) -> [Rect] { layout.split(self) }

    public func rows(_ first: Constraint, _ second: Constraint, spacing: Int = 0) -> (Rect, Rect) {
        let parts = Layout(.vertical, [first, second], spacing: spacing).split(self)
        return (parts[0], parts[1])
    }

    public func rows(
        _ first: Constraint,
        _ second: Constraint,
        _ third: Constraint,
        spacing: Int = 0
    ) -> (Rect, Rect, Rect) {
        let parts = Layout(.vertical, [first, second, third], spacing: spacing).split(self)
        return (parts[0], parts[1], parts[2])
    }

    public func rows(
        _ first: Constraint,
        _ second: Constraint,
        _ third: Constraint,
        _ fourth: Constraint,
        spacing: Int = 0
    ) -> (Rect, Rect, Rect, Rect) {
        let parts = Layout(.vertical, [first, second, third, fourth], spacing: spacing).split(self)
        return (parts[0], parts[1], parts[2], parts[3])
    }

    public func columns(_ first: Constraint, _ second: Constraint, spacing: Int = 0) -> (Rect, Rect) {
        let parts = Layout(.horizontal, [first, second], spacing: spacing).split(self)
        return (parts[0], parts[1])
    }

    public func columns(
        _ first: Constraint,
        _ second: Constraint,
        _ third: Constraint,
        spacing: Int = 0
    ) -> (Rect, Rect, Rect) {
        let parts = Layout(.horizontal, [first, second, third], spacing: spacing).split(self)
        return (parts[0], parts[1], parts[2])
    }

    /// A rectangle of the given width and height constraints in the middle of this one
    /// (a popup's place).
    public func centered(width: Constraint, height: Constraint) -> Rect {
        let column = Layout(.horizontal, [width], flex: .center).split(self)[0]
        return Layout(.vertical, [height], flex: .center).split(column)[0]
    }
}
