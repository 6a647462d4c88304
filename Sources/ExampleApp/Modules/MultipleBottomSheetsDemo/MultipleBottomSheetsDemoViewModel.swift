import Observation
import TUIKit

/// Two bottom sheets behind one optional item, so showing either needs no second flag
/// (the template's `MultipleBottomSheetExampleViewModel`).
@MainActor
@Observable
final class MultipleBottomSheetsDemoViewModel {
    enum BottomSheet: Identifiable, CaseIterable {
        case blueSheet
        case greenSheet

        var id: Self { self }
    }

    var bottomSheet: BottomSheet?
    let sheetState = BottomSheetState()
    let listState = ListState(count: BottomSheet.allCases.count)

    func title(of sheet: BottomSheet) -> String {
        switch sheet {
        case .blueSheet: return R.string.sheetsDemo.showBlueSheet()
        case .greenSheet: return R.string.sheetsDemo.showGreenSheet()
        }
    }

    func onShowBlueSheetButtonTapped() {
        bottomSheet = .blueSheet
    }

    func onShowGreenSheetButtonTapped() {
        bottomSheet = .greenSheet
    }

    func onShowSheet(at index: Int) {
        guard BottomSheet.allCases.indices.contains(index) else { return }
        listState.select(index)
        switch BottomSheet.allCases[index] {
        case .blueSheet: onShowBlueSheetButtonTapped()
        case .greenSheet: onShowGreenSheetButtonTapped()
        }
    }
}
