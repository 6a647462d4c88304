import TUICore
import TUIKit

struct LaunchView: View {
    let viewModel: LaunchViewModel

    func render(in area: Rect, frame: Frame) {
        let block = area.centered(Size(width: area.width, height: 5))
        Label(
            R.string.launch.title(), style: frame.style(R.color.text.accent, text: R.font.heading.primary),
            alignment: .center
        )
        .render(in: block.row(0), frame: frame)
        Label(
            R.string.launch.subtitle(), style: frame.style(R.color.text.secondary, text: R.font.paragraph.primary),
            alignment: .center
        )
        .render(in: block.row(1), frame: frame)
        let loading = R.string.common.loading().trimmingSuffixDots + String(repeating: ".", count: viewModel.dots)
        let padded = loading + String(repeating: " ", count: 3 - viewModel.dots)
        Label(padded, style: frame.style(R.color.text.secondary, text: R.font.caption.primary), alignment: .center)
            .render(in: block.row(3), frame: frame)
        Label(
            "v\(AppVersion.current)", style: frame.style(R.color.text.secondary, text: R.font.caption.primary),
            alignment: .center
        )
        .render(in: area.row(area.height - 1), frame: frame)
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
