import TUICore

/// Lays an overlay color over what a sheet covers: every cell's colors move toward it,
/// and a background that takes no input also gets the dim attribute, so it reads as
/// inactive without color (NO_COLOR) too.
struct BackgroundDimming {
    var color: Color
    /// How far cells move toward the color, 0…1.
    var amount: Double
    var marksInactive: Bool

    func apply(to rect: Rect, on canvas: inout Canvas) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty, amount > 0 || marksInactive else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                var cell = canvas[x, y]
                cell.style = dimmed(cell.style)
                canvas[x, y] = cell
            }
        }
    }

    func dimmed(_ style: Style) -> Style {
        var result = style
        result.foreground = style.foreground?.mixed(with: color, amount: amount)
        result.background = (style.background ?? color).mixed(with: color, amount: amount)
        if marksInactive { result.attributes.insert(.dim) }
        return result
    }
}

extension Color {
    /// This color moved `amount` (0…1) of the way toward `other`. Palette entries have no
    /// channels to mix, so they switch over halfway.
    func mixed(with other: Color, amount: Double) -> Color {
        let amount = min(max(amount, 0), 1)
        guard case .rgb(let red, let green, let blue) = self, case .rgb(let red2, let green2, let blue2) = other
        else { return amount < 0.5 ? self : other }
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
        }
        return .rgb(mix(red, red2), mix(green, green2), mix(blue, blue2))
    }
}
