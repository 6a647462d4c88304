import TUIKit

struct CarouselDemoView: View {
    let viewModel: CarouselDemoViewModel
    /// Cards 24 columns wide, 2 apart, 2 in from either edge.
    let scrollManager = ItemsScrollManager(cellWidth: 24, cellOffset: 2, insets: EdgeInsets(left: 2, right: 2))
    /// Each card's press highlight (a card is a `TouchableControl`).
    let cardFeedbacks: [PressFeedback]

    init(viewModel: CarouselDemoViewModel) {
        self.viewModel = viewModel
        cardFeedbacks = (0..<viewModel.itemCount).map { _ in PressFeedback() }
    }

    private var carousel: Carousel {
        Carousel(
            count: viewModel.itemCount, currentItem: Binding(viewModel, \.currentItem),
            manager: scrollManager,
            id: "carousel"
        ) { [viewModel, cardFeedbacks] index, card, frame in
            frame.render(
                TouchableControl(
                    feedback: cardFeedbacks[index], onTouchUpInside: { viewModel.onCardTapped(index) }
                ) {
                    CarouselCardView(title: viewModel.title(ofItem: index), index: index)
                },
                in: card)
        }
    }

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .right], slots: [.init("carousel.previous", [.left]), .init("carousel.next", [.right])],
                label: R.string.components.bindingCarouselScrollKeys(),
                R.string.components.bindingCarouselScroll()
            ) { key in
                carousel.scroll(by: key == .left ? -1 : 1)
                return true
            },
            .note(R.string.components.bindingCarouselClick()),
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let (carouselArea, _, pageRow, _) = body.rows(.max(7), .length(1), .length(1), .fill)
        let carousel = carousel
        frame.render(carousel, in: carouselArea)
        let pageControl = BeanPageControl(
            count: viewModel.itemCount, position: carousel.shownPosition(frame: frame), isFocused: true
        ) { [viewModel] in viewModel.currentItem = $0 }
        frame.render(pageControl, in: pageRow.centered(width: .length(pageControl.width), height: .length(1)))
        frame.render(KeyHintsView(), in: hintArea)
    }
}

/// One card of the carousel: a framed box with a title and a line of text; the frame keeps
/// cards apart without colour too.
private struct CarouselCardView: View {
    let title: String
    let index: Int

    func render(in area: Rect, frame: Frame) {
        let fill = index.isMultiple(of: 2) ? R.color.sheet.blue : R.color.sheet.green
        let style = frame.context.style(R.color.border.primary, background: fill)
        frame.canvas.fill(area, with: Cell(" ", style: style))
        drawFrame(around: area, style: style, unicode: frame.context.unicode, frame: frame)
        let inner = Layout.vertical(.length(1), .length(1), .length(2))
            .margin(EdgeInsets(horizontal: 2, vertical: 1))
            .split(area)
        frame.render(Text(title).font(R.font.text.heading2), in: inner[0])
        frame.render(Text(R.string.components.carouselItemSubtitle(), color: R.color.text.secondary), in: inner[2])
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
