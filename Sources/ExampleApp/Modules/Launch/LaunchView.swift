import TUIKit

struct LaunchView: View {
    let viewModel: LaunchViewModel
    /// The app's display name (the environment's `APP_DISPLAY_NAME`).
    let displayName: String

    func render(in area: Rect, frame: Frame) {
        let version = area.rows(.fill, .length(1)).1
        let block = area.centered(width: .fill, height: .length(5))
        let (title, subtitle, _, loading) = block.rows(.length(1), .length(1), .length(1), .length(1))
        let secondary = frame.context.style(R.color.text.secondary, text: R.font.caption.primary)
        frame.render(
            Label(
                displayName, style: frame.context.style(R.color.text.accent, text: R.font.heading.primary),
                alignment: .center),
            in: title)
        frame.render(
            Label(
                R.string.launch.subtitle(),
                style: frame.context.style(R.color.text.secondary, text: R.font.paragraph.primary),
                alignment: .center),
            in: subtitle)
        let dots = R.string.common.loading().trimmingSuffixDots + String(repeating: ".", count: viewModel.dots)
        let padded = dots + String(repeating: " ", count: 3 - viewModel.dots)
        frame.render(Label(padded, style: secondary, alignment: .center), in: loading)
        frame.render(Label("v\(AppVersion.current)", style: secondary, alignment: .center), in: version)
    }
}

extension String {
    /// "Loading…" without its ellipsis, so animated dots can follow.
    fileprivate var trimmingSuffixDots: String {
        var text = self
        while text.last == "…" || text.last == "." { text.removeLast() }
        return text
    }
}
