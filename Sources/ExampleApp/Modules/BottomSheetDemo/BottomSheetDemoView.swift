import TUICore
import TUIKit

struct BottomSheetDemoView: InteractiveView {
    let viewModel: BottomSheetDemoViewModel

    func render(in area: Rect, frame: Frame) {
        StyleListView(viewModel: viewModel)
            .bottomSheet(isPresented: Binding(viewModel, \.isBottomSheetPresented), state: viewModel.sheetState) {
                sheet()
            }
            .render(in: area, frame: frame)
    }

    private func sheet() -> BottomSheetContent<SheetCardView> {
        let style = viewModel.sheetStyle
        let card = SheetCardView(
            title: R.string.sheetsDemo.sheetTitle(),
            message: message(for: style),
            buttonTitle: R.string.sheetsDemo.showSkeleton(),
            hint: style == .halfHeight ? R.string.sheetsDemo.sheetHint() : R.string.sheetsDemo.sheetHintDetents()
        ) { [viewModel] in
            viewModel.onShowSkeletonButtonTapped()
        }
        switch style {
        case .halfHeight:
            return card.presentationDetents([.fraction(0.5)])
                .presentationBackground(R.color.sheet.background)
        case .detents:
            return card.presentationDetents(Self.detents)
                .presentationBackground(R.color.sheet.background)
        case .customOverlay:
            return card.presentationDetents([.medium, .large])
                .enablePresentationBackgroundInteraction(detent: .medium)
                .presentationOverlayColor(R.color.sheet.overlay, opacity: 0.35)
                .presentationBackground(R.color.sheet.background)
        }
    }

    private static let detents: [PresentationDetent] = [.height(8), .medium, .large]

    private func message(for style: BottomSheetDemoViewModel.SheetStyle) -> String {
        switch style {
        case .halfHeight:
            return R.string.sheetsDemo.sheetMessageHalf()
        case .detents:
            let detent = viewModel.sheetState.selectedDetent ?? Self.detents[0]
            return R.string.sheetsDemo.sheetMessageDetents(detent.name)
        case .customOverlay:
            return R.string.sheetsDemo.sheetMessageCustomOverlay()
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.onShowSelectedBottomSheet)
    }
}

/// The screen beneath the sheet: what it is, the presentations to pick from, and the
/// binding's value as it changes.
private struct StyleListView: View {
    let viewModel: BottomSheetDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let text = body.inset(by: EdgeInsets(horizontal: 1))
        let intro = Paragraph(R.string.sheetsDemo.bottomSheetIntro(), style: frame.style(R.color.text.secondary))
        let introHeight = intro.height(forWidth: text.width)
        intro.render(in: text.divided(top: introHeight).slice, frame: frame)
        let (listArea, rest) = body.inset(by: EdgeInsets(top: introHeight + 1)).divided(top: viewModel.listState.count)
        let rows = BottomSheetDemoViewModel.SheetStyle.allCases.map { ListView.Row(title: viewModel.title(of: $0)) }
        ListView(rows: rows, state: viewModel.listState) { viewModel.onShowBottomSheetButtonTapped(at: $0) }
            .render(in: listArea, frame: frame)
        let state = R.string.sheetsDemo.presentedState(String(viewModel.isBottomSheetPresented))
        Label(state, style: frame.style(R.color.text.accent))
            .render(in: rest.inset(by: EdgeInsets(top: 1, left: 1)).row(0), frame: frame)
        KeyHintsView(hints: R.string.sheetsDemo.bottomSheetHint()).render(in: hintArea, frame: frame)
    }
}

extension PresentationDetent {
    /// The detent as Swift spells it, for the demos' messages.
    var name: String {
        switch self {
        case .medium: return ".medium"
        case .large: return ".large"
        case .fraction(let fraction): return ".fraction(\(fraction))"
        case .height(let height): return ".height(\(height))"
        }
    }
}
