import TUIKit

// docs: components.md
extension UIStyle where Target == IconLabel {
    /// A label that stands out: accent colour, bold, on the selection background.
    static var highlighted: UIStyle<IconLabel> {
        UIStyle { label in
            label.color = R.color.text.accent
            label.background = R.color.background.selected
            label.textStyle = R.font.text.heading2
        }
    }
}
// docs: end
