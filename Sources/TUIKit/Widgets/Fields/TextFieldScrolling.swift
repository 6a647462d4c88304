/// Horizontal scrolling of a one-line field, in display columns: the least movement
/// that keeps the cursor (which needs a cell of its own at the end) in sight, and no
/// empty space left of the end of the text when it would fit.
public enum TextFieldScrolling {
    public static func offset(keeping cursorColumn: Int, total: Int, width: Int, current: Int) -> Int {
        guard width > 0 else { return 0 }
        var offset = max(0, current)
        if cursorColumn < offset { offset = cursorColumn }
        if cursorColumn >= offset + width { offset = cursorColumn - width + 1 }
        return max(0, min(offset, total + 1 - width))
    }
}
