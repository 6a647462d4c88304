import TUICore
import TUIKit

struct CarouselDemoView: InteractiveView {
    let viewModel: CarouselDemoViewModel

    private var carousel: Carousel {
        Carousel(
            count: viewModel.itemCount, currentItem: viewModel.currentItemBinding, manager: viewModel.scrollManager,
            id: "carousel"
        ) { [viewModel] index, card, frame in
            frame.render(
                TouchableControl(
                    feedback: viewModel.cardFeedbacks[index], onTouchUpInside: { viewModel.onCardTapped(index) }
                ) {
                    CarouselCardView(title: viewModel.title(ofItem: index), index: index)
                },
                in: card)
        }
    }

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let carouselArea = Rect(x: body.x, y: body.y, width: body.width, height: min(7, body.height))
        let carousel = carousel
        carousel.render(in: carouselArea, frame: frame)
        let pageControl = BeanPageControl(
            count: viewModel.itemCount, position: carousel.shownPosition(frame: frame)
        ) { [viewModel] in viewModel.currentItem = $0 }
        pageControl.render(
            in: body.row(carouselArea.height + 1).centered(width: pageControl.width), frame: frame)
        KeyHintsView(hints: R.string.components.carouselHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left:
            carousel.scroll(by: -1)
        case .right:
            carousel.scroll(by: 1)
        default:
            return false
        }
        return true
    }
}

/// One card of the carousel: a framed box with a title and a line of text; the frame keeps
/// cards apart without colour too.
private struct CarouselCardView: View {
    let title: String
    let index: Int

    func render(in area: Rect, frame: Frame) {
        let fill = index.isMultiple(of: 2) ? R.color.sheet.blue : R.color.sheet.green
        let style = frame.style(R.color.border.primary, background: fill)
        frame.canvas.fill(area, with: Cell(" ", style: style))
        drawFrame(around: area, style: style, unicode: frame.unicode, frame: frame)
        let inner = area.inset(by: EdgeInsets(horizontal: 2, vertical: 1))
        Text(title).font(R.font.text.heading2).render(in: inner.row(0), frame: frame)
        Text(R.string.components.carouselItemSubtitle(), color: R.color.text.secondary)
            .render(in: Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: 2), frame: frame)
    }

    private func drawFrame(around area: Rect, style: Style, unicode: Bool, frame: Frame) {
        guard area.width >= 2, area.height >= 2 else { return }
        let (corners, horizontal, vertical) = unicode ? ("╭╮╰╯", "─", "│") : ("++++", "-", "|")
        let glyphs = Array(corners).map(String.init)
        let rule = String(repeating: horizontal, count: area.width - 2)
        frame.canvas.write(glyphs[0] + rule + glyphs[1], at: Point(x: area.minX, y: area.minY), style: style)
        frame.canvas.write(glyphs[2] + rule + glyphs[3], at: Point(x: area.minX, y: area.maxY - 1), style: style)
        for y in area.minY + 1..<area.maxY - 1 {
            frame.canvas.write(vertical, at: Point(x: area.minX, y: y), style: style)
            frame.canvas.write(vertical, at: Point(x: area.maxX - 1, y: y), style: style)
        }
    }
}
