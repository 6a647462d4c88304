/// How a split view's two navigation stacks become one when it collapses and two again
/// when it expands (`UISplitViewController`'s collapse and separate steps), as plain
/// arithmetic on arrays of screens.
///
/// Collapsed, the secondary stack's screens above its root (the details shown) sit on top
/// of the primary's, so Back returns to the list; `detailStart` is the index of the first
/// of them. Expanded again, the screens from `detailStart` up go back to the secondary
/// column, over its root: the same screens, with their state.
public enum SplitStacks {
    /// The one stack of a collapsed split view, and where its details start.
    public static func collapse<Screen>(
        primary: [Screen], secondary: [Screen]
    ) -> (stack: [Screen], secondary: [Screen], detailStart: Int) {
        (primary + secondary.dropFirst(), Array(secondary.prefix(1)), primary.count)
    }

    /// The two stacks of an expanded split view, from the collapsed `stack` whose details
    /// start at `detailStart` (nil: none were shown) and the secondary column's `root`. The
    /// primary column keeps at least its root.
    public static func expand<Screen>(
        stack: [Screen], detailStart: Int?, secondaryRoot root: Screen
    ) -> (primary: [Screen], secondary: [Screen]) {
        let start = min(max(1, detailStart ?? stack.count), stack.count)
        return (Array(stack[..<start]), [root] + stack[start...])
    }

    /// Where details start once one more is shown in a collapsed `stack`: where they
    /// started, unless Back has since popped below it (then on top of what is left).
    public static func detailStart(in count: Int, was start: Int?) -> Int {
        min(start ?? count, count)
    }
}
