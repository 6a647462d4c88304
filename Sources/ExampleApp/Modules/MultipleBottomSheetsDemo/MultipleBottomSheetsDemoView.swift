import TUICore
import TUIKit

struct MultipleBottomSheetsDemoView: View {
    let viewModel: MultipleBottomSheetsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], R.string.common.bindingShow()) { viewModel.onShowSelectedSheet() },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let screen = SheetListView(viewModel: viewModel)
            .bottomSheet(item: Binding(viewModel, \.bottomSheet), state: viewModel.sheetState) { sheet in
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

/// The screen beneath the sheets: what it is, a row per sheet, and the item's value.
private struct SheetListView: View {
    let viewModel: MultipleBottomSheetsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let intro = Paragraph(R.string.sheetsDemo.multipleIntro(), style: frame.style(R.color.text.secondary))
        let layout = Layout.vertical(
            .length(intro.height(forWidth: body.width - 2)), .length(viewModel.sheetTitles.count), .length(1)
        )
        .spacing(1)
        // The same rows, padded for the texts; the list takes the whole width.
        let listArea = layout.split(body)[1]
        let text = layout.margin(EdgeInsets(horizontal: 1)).split(body)
        frame.render(intro, in: text[0])
        let rows = viewModel.sheetTitles.map { ListView.Row(title: $0) }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.onShowSheet(at: $0) },
            in: listArea)
        let value = viewModel.bottomSheet.map { ".\($0)" } ?? "nil"
        frame.render(Label(R.string.sheetsDemo.itemState(value), style: frame.style(R.color.text.accent)), in: text[2])
        frame.render(KeyHintsView(), in: hintArea)
    }
}
