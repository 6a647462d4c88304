/// Cells of one row side by side with one style: what a frame writer draws at once.
struct StyledRun: Equatable {
    /// The first cell's column and how many cells the run covers (wide glyphs count two).
    var column: Int
    var width: Int
    var text: String
    var style: Style

    /// The row's runs, left to right; continuation cells of wide glyphs add to the width.
    static func runs(in canvas: Canvas, row y: Int, columns: Range<Int>? = nil) -> [StyledRun] {
        var runs: [StyledRun] = []
        for x in columns ?? 0..<canvas.size.width {
            let cell = canvas[x, y]
            if cell.isContinuation {
                if !runs.isEmpty { runs[runs.count - 1].width += 1 }
                continue
            }
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].text.append(cell.symbol)
                runs[runs.count - 1].width += 1
            } else {
                runs.append(StyledRun(column: x, width: 1, text: String(cell.symbol), style: cell.style))
            }
        }
        return runs
    }
}

extension Color {
    /// The colour as 24-bit RGB: a palette entry as xterm shows it.
    var rgbComponents: (red: Int, green: Int, blue: Int) {
        switch self {
        case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
        case .indexed(let index): Palette.rgb(ofIndex: Int(index))
        }
    }
}
