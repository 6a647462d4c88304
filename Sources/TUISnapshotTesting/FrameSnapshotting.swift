import SnapshotTesting
import TUICore

extension Snapshotting where Value == Canvas, Format == String {
    /// The frame's text inside a border, so width, alignment and trailing space read at
    /// a glance in review.
    public static var frameText: Snapshotting {
        SimplySnapshotting.lines.pullback { canvas in FrameFormatter.text(of: canvas) }
    }

    /// The frame's text, then a map with one letter per cell naming its style, then the
    /// legend of those letters: a color or attribute regression changes the map.
    public static var frameStyled: Snapshotting {
        SimplySnapshotting.lines.pullback { canvas in
            FrameFormatter.text(of: canvas) + "\n" + FrameFormatter.styleMap(of: canvas)
        }
    }

    /// `frameStyled` as a terminal without colour shows the frame (`NO_COLOR`, depth
    /// `.none`): colours dropped, attributes kept, so states that differ only by colour
    /// show up as the same letters in the map.
    public static var frameStyledWithoutColor: Snapshotting {
        frameStyled.pullback(FrameFormatter.withoutColor)
    }
}

/// Turns frames into reviewable text.
public enum FrameFormatter {
    public static func text(of canvas: Canvas) -> String {
        let width = canvas.size.width
        let top = "┌" + String(repeating: "─", count: width) + "┐ \(canvas.size)"
        let bottom = "└" + String(repeating: "─", count: width) + "┘"
        let rows = (0..<canvas.size.height).map { "│" + canvas.line($0) + "│" }
        return ([top] + rows + [bottom]).joined(separator: "\n")
    }

    /// `canvas` with every cell's colours removed, as at `ColorDepth.none`.
    public static func withoutColor(_ canvas: Canvas) -> Canvas {
        var plain = canvas
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                plain[x, y].style = Style(attributes: canvas[x, y].style.attributes)
            }
        }
        return plain
    }

    private static let symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@#$%&*+=?")

    public static func styleMap(of canvas: Canvas) -> String {
        var letters: [Style: Character] = [:]
        var legend: [(Character, Style)] = []
        var rows: [String] = []
        for y in 0..<canvas.size.height {
            var row = ""
            for x in 0..<canvas.size.width {
                let style = canvas[x, y].style
                if letters[style] == nil {
                    let symbol = legend.count < symbols.count ? symbols[legend.count] : "~"
                    letters[style] = symbol
                    legend.append((symbol, style))
                }
                row.append(letters[style]!)
            }
            rows.append(row)
        }
        let key = legend.map { "\($0.0) = \($0.1)" }
        return (["styles:"] + rows + ["legend:"] + key).joined(separator: "\n")
    }
}
