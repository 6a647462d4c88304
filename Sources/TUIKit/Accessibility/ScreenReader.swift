import TUICore

/// The screen-reader mode's rules for what may stay on screen. In the mode (the twin of
/// iOS's `UIAccessibility.isVoiceOverRunning`, read from `RenderContext.screenReader`)
/// widgets draw text in place of ornaments; the window then clears whatever decoration is
/// left (`removeDecoration(from:)`), so a reader that reads the screen line by line hears
/// words, never "box drawings light horizontal".
public enum ScreenReader {
    /// Ornaments a reader would spell out: box drawing, block elements (bars, shimmer,
    /// swatches, sparklines), geometric shapes (markers, knobs, beans), braille (spinners,
    /// charts), and the bullets, angle quotes and middle dots used as markers and separators.
    public static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2500...0x25FF, 0x2800...0x28FF: true
        case 0x00B7, 0x2022, 0x2039, 0x203A, 0x2219, 0x22C5, 0x2758...0x275A: true
        default: false
        }
    }

    /// Whether `character` is drawn only as decoration.
    public static func isDecoration(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isDecoration)
    }

    /// Whether `scalar` draws a value rather than a frame: block elements (bars, gauges,
    /// swatches) and Braille dots (a line chart). A view says such a value in words in the
    /// screen-reader mode; were it drawn, clearing it would leave the reader nothing.
    public static func isData(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2580...0x259F, 0x2800...0x28FF: true
        default: false
        }
    }

    /// The data glyphs on `canvas`, row by row (`isData`).
    public static func dataGlyphs(in canvas: Canvas) -> String {
        var found = ""
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where canvas[x, y].symbol.unicodeScalars.contains(where: isData) {
                found.append(canvas[x, y].symbol)
            }
        }
        return found
    }

    /// Clears every decoration glyph on `canvas` to a space in the same style, so what a
    /// widget drew without a text form (a frame, a track, a spinner) reads as nothing.
    public static func removeDecoration(from canvas: inout Canvas) {
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                guard !cell.isContinuation, !cell.symbol.isASCII, isDecoration(cell.symbol) else { continue }
                canvas[x, y] = Cell(" ", style: cell.style)
            }
        }
    }
}
