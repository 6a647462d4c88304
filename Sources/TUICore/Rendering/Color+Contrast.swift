import Foundation

extension Color {
    /// The sRGB components 0...255 (an indexed color as xterm's palette shows it).
    public var components: (red: Int, green: Int, blue: Int) {
        switch self {
        case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
        case .indexed(let index): return Palette.rgb(ofIndex: Int(index))
        }
    }

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        func linear(_ component: Int) -> Double {
            let value = Double(component) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (red, green, blue) = components
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio with `other`, 1 (none) to 21 (black on white). AA asks 4.5
    /// for text, 3 for large text and for icons and other non-text marks.
    public func contrastRatio(with other: Color) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
