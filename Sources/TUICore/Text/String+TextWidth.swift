extension String {
    /// Width in terminal cells, measured by the `String` specialization of `TextWidth.of`.
    public var cellWidth: Int { TextWidth.of(self) }

    /// The longest prefix that fits in `width` cells, with `ellipsis` when cut: the same as
    /// `StringProtocol.truncated(toWidth:ellipsis:)`, in one pass over the scalars while the
    /// text is plain (ASCII, Latin, Cyrillic: one cell each, each its own grapheme), as a
    /// list's rows nearly always are; other text goes the general way. A list cuts every
    /// long row on every frame, and a search shows rows it has not drawn before.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        let ellipsisWidth = ellipsis.cellWidth
        guard width > ellipsisWidth else { return generallyTruncated(toWidth: width, ellipsis: ellipsis) }
        // The prefix that leaves room for the ellipsis: the first `room` scalars, when plain.
        let room = width - ellipsisWidth
        var cut = startIndex
        var used = 0
        let scalars = unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard TextWidth.isPlain(scalars[index]) else {
                return generallyTruncated(toWidth: width, ellipsis: ellipsis)
            }
            if used == room { cut = index }
            used += 1
            if used > width { return String(self[..<cut]) + ellipsis }
            scalars.formIndex(after: &index)
        }
        return self
    }

    private func generallyTruncated(toWidth width: Int, ellipsis: String) -> String {
        // The protocol's own, on the whole text as a substring (no copy).
        self[...].truncated(toWidth: width, ellipsis: ellipsis)
    }
}
