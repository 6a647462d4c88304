import TUIKit

struct MultipleBottomSheetsDemoView: View {
    let viewModel: MultipleBottomSheetsDemoViewModel
    /// The sheets' detent and movement: drawing state, kept by the view (made once, by the factory).
    let sheetState = BottomSheetState()

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "sheets.show", R.string.common.bindingShow()) {
                viewModel.onShowSelectedSheet()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let screen = SheetDemoListView(
            intro: R.string.sheetsDemo.multipleIntro(), titles: viewModel.sheetTitles,
            selection: Binding(viewModel, \.selection),
            state: R.string.sheetsDemo.itemState(viewModel.bottomSheet.map { ".\($0)" } ?? "nil")
        ) { viewModel.onShowSheet(at: $0) }
        .bottomSheet(item: Binding(viewModel, \.bottomSheet), state: sheetState) { sheet in
            switch sheet {
            case .blueSheet:
                card(
                    title: R.string.sheetsDemo.blueSheetTitle(), message: R.string.sheetsDemo.blueSheetMessage(),
                    buttonTitle: R.string.sheetsDemo.showGreenSheet()
                ) { [viewModel] in
                    viewModel.onShowGreenSheetButtonTapped()
                }
                .presentationDetents([.medium])
                .presentationBackground(R.color.sheet.blue)
            case .greenSheet:
                card(
                    title: R.string.sheetsDemo.greenSheetTitle(), message: R.string.sheetsDemo.greenSheetMessage(),
                    buttonTitle: R.string.sheetsDemo.showBlueSheet()
                ) { [viewModel] in
                    viewModel.onShowBlueSheetButtonTapped()
                }
                .presentationDetents([.medium])
                .presentationBackground(R.color.sheet.green)
            }
        }
        frame.render(screen, in: area)
    }

    /// A sheet whose button switches to the other one; Esc closes it, as the sheet does.
    private func card(
        title: String, message: String, buttonTitle: String, action: @escaping @MainActor () -> Void
    ) -> SheetCardView {
        SheetCardView(
            title: title, message: message, buttonTitle: buttonTitle,
            actionDescription: R.string.sheetsDemo.bindingSwitch(),
            onClose: { [viewModel] in viewModel.bottomSheet = nil },
            action: action
        )
    }
}
