import TUICore
import TUIKit

struct MultipleBottomSheetsDemoView: InteractiveView {
    let viewModel: MultipleBottomSheetsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        SheetListView(viewModel: viewModel)
            .bottomSheet(item: Binding(viewModel, \.bottomSheet), state: viewModel.sheetState) { sheet in
                switch sheet {
                case .blueSheet:
                    SheetCardView(
                        title: R.string.sheetsDemo.blueSheetTitle(),
                        message: R.string.sheetsDemo.blueSheetMessage(),
                        buttonTitle: R.string.sheetsDemo.showGreenSheet(),
                        hint: R.string.sheetsDemo.itemSheetHint()
                    ) { [viewModel] in
                        viewModel.onShowGreenSheetButtonTapped()
                    }
                    .presentationDetents([.medium])
                    .presentationBackground(R.color.sheet.blue)
                case .greenSheet:
                    SheetCardView(
                        title: R.string.sheetsDemo.greenSheetTitle(),
                        message: R.string.sheetsDemo.greenSheetMessage(),
                        buttonTitle: R.string.sheetsDemo.showBlueSheet(),
                        hint: R.string.sheetsDemo.itemSheetHint()
                    ) { [viewModel] in
                        viewModel.onShowBlueSheetButtonTapped()
                    }
                    .presentationDetents([.medium])
                    .presentationBackground(R.color.sheet.green)
                }
            }
            .render(in: area, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.listState.handle(key) { return true }
        switch key.key {
        case .enter, .character(" "):
            viewModel.onShowSheet(at: viewModel.listState.selectedIndex)
            return true
        default:
            return false
        }
    }
}

/// The screen beneath the sheets: what it is, a row per sheet, and the item's value.
private struct SheetListView: View {
    let viewModel: MultipleBottomSheetsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let text = body.inset(by: EdgeInsets(horizontal: 1))
        let intro = Paragraph(R.string.sheetsDemo.multipleIntro(), style: frame.style(R.color.text.secondary))
        let introHeight = intro.height(forWidth: text.width)
        intro.render(in: text.divided(top: introHeight).slice, frame: frame)
        let sheets = MultipleBottomSheetsDemoViewModel.BottomSheet.allCases
        let (listArea, rest) = body.inset(by: EdgeInsets(top: introHeight + 1)).divided(top: sheets.count)
        ListView(rows: sheets.map { ListView.Row(title: viewModel.title(of: $0)) }, state: viewModel.listState) {
            viewModel.onShowSheet(at: $0)
        }
        .render(in: listArea, frame: frame)
        let value = viewModel.bottomSheet.map { ".\($0)" } ?? "nil"
        Label(R.string.sheetsDemo.itemState(value), style: frame.style(R.color.text.accent))
            .render(in: rest.inset(by: EdgeInsets(top: 1, left: 1)).row(0), frame: frame)
        KeyHintsView(hints: R.string.sheetsDemo.multipleHint()).render(in: hintArea, frame: frame)
    }
}
