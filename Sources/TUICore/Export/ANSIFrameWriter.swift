/// A frame as text with ANSI escape sequences (24-bit colour, SGR attributes), for a
/// terminal, `less -R` or a bug report: each row ends in a reset, so rows stand alone.
public enum ANSIFrameWriter {
    public static func write(_ canvas: Canvas) -> String {
        var output = ""
        for y in 0..<canvas.size.height {
            var runs = StyledRun.runs(in: canvas, row: y)
            // Trailing blanks in the terminal's own colours add nothing.
            while let last = runs.last, last.style == .plain, last.text.allSatisfy({ $0 == " " }) {
                runs.removeLast()
            }
            if let last = runs.last, last.style == .plain {
                runs[runs.count - 1].text = String(last.text.dropLast(last.text.reversed().prefix { $0 == " " }.count))
            }
            for run in runs {
                output += sequence(for: run.style) + run.text
            }
            output += runs.isEmpty ? "\n" : "\u{1B}[0m\n"
        }
        return output
    }

    /// The SGR sequence that sets `style` from a reset.
    static func sequence(for style: Style) -> String {
        var codes = ["0"]
        let attributes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { codes.append(code) }
        if let foreground = style.foreground {
            let (red, green, blue) = foreground.rgbComponents
            codes.append("38;2;\(red);\(green);\(blue)")
        }
        if let background = style.background {
            let (red, green, blue) = background.rgbComponents
            codes.append("48;2;\(red);\(green);\(blue)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
