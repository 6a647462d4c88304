/// A run of cells on one row that is a hyperlink (the cells' twin of
/// `NSAttributedString.Key.link`): a terminal that knows OSC 8 opens `url` on a click
/// there (`HyperlinkSequence`). Views declare them with `Canvas.link(_:in:)`.
public struct CanvasLink: Hashable, Sendable {
    /// The row, and the columns the link covers on it.
    public var row: Int
    public var columns: Range<Int>
    /// A URL made safe to send (`HyperlinkSequence.sanitized(_:)`).
    public var url: String

    public init(row: Int, columns: Range<Int>, url: String) {
        self.row = row
        self.columns = columns
        self.url = url
    }
}

extension Canvas {
    /// Declares the cells of `rect` (one link run a row) a link to `url`, after they are
    /// drawn: a cell written over later (an overlay, a sheet) drops out of the link. A URL
    /// `HyperlinkSequence.sanitized(_:)` refuses (relative, too long, empty) declares nothing.
    public mutating func link(_ url: String, in rect: Rect) {
        guard let safe = HyperlinkSequence.sanitized(url) else { return }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            // A link run that goes on where the last one ended (the next span of a link) joins it.
            if let last = links.last, last.url == safe, last.row == y, last.columns.upperBound == area.minX {
                links[links.count - 1].columns = last.columns.lowerBound..<area.maxX
            } else {
                links.append(CanvasLink(row: y, columns: area.minX..<area.maxX, url: safe))
            }
        }
    }

    /// Drops every link, or cuts the cells of `rect` out of them: beneath a modal layer,
    /// which takes the clicks, nothing is a link.
    public mutating func removeLinks(in rect: Rect? = nil) {
        guard let rect else {
            links.removeAll()
            return
        }
        unlink(rect)
    }

    /// Cuts the cells of `rect` out of every link: something else is drawn there now.
    mutating func unlink(_ rect: Rect) {
        guard !links.isEmpty, !rect.isEmpty else { return }
        var kept: [CanvasLink] = []
        kept.reserveCapacity(links.count)
        for link in links {
            guard link.row >= rect.minY, link.row < rect.maxY, link.columns.overlaps(rect.minX..<rect.maxX) else {
                kept.append(link)
                continue
            }
            if link.columns.lowerBound < rect.minX {
                kept.append(CanvasLink(row: link.row, columns: link.columns.lowerBound..<rect.minX, url: link.url))
            }
            if link.columns.upperBound > rect.maxX {
                kept.append(CanvasLink(row: link.row, columns: rect.maxX..<link.columns.upperBound, url: link.url))
            }
        }
        links = kept
    }
}
