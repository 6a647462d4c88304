import TUIKit

struct BottomSheetDemoView: View {
    let viewModel: BottomSheetDemoViewModel
    /// The sheet's detent and movement: drawing state, kept by the view (made once, by the factory).
    let sheetState = BottomSheetState()

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "sheets.show", R.string.common.bindingShow()) {
                viewModel.onShowSelectedBottomSheet()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let screen = SheetDemoListView(
            intro: R.string.sheetsDemo.bottomSheetIntro(), titles: viewModel.styleTitles,
            selection: Binding(viewModel, \.selection),
            state: R.string.sheetsDemo.presentedState(String(viewModel.isBottomSheetPresented))
        ) { viewModel.onShowBottomSheetButtonTapped(at: $0) }
        .bottomSheet(isPresented: Binding(viewModel, \.isBottomSheetPresented), state: sheetState) {
            sheet()
        }
        frame.render(screen, in: area)
    }

    private func sheet() -> BottomSheetContent<SheetCardView> {
        let style = viewModel.sheetStyle
        let card = SheetCardView(
            title: R.string.sheetsDemo.sheetTitle(),
            message: message(for: style),
            buttonTitle: R.string.sheetsDemo.showSkeleton(),
            actionDescription: R.string.sheetsDemo.bindingShowSkeleton(),
            // + and - stay the sheet's own keys, which move between its detents as the
            // grabber does; the note names them.
            notes: style == .halfHeight ? [] : [.note(R.string.sheetsDemo.bindingResizeNote())],
            onClose: { [viewModel] in viewModel.isBottomSheetPresented = false },
            action: { [viewModel] in viewModel.onShowSkeletonButtonTapped() }
        )
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
            let detent = sheetState.selectedDetent ?? Self.detents[0]
            return R.string.sheetsDemo.sheetMessageDetents(detent.name)
        case .customOverlay:
            return R.string.sheetsDemo.sheetMessageCustomOverlay()
        }
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
