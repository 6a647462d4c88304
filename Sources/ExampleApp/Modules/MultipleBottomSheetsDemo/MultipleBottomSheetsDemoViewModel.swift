import AppSupport
import Observation

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
    var selection = ListSelection(count: BottomSheet.allCases.count)

    /// The list's rows, in `BottomSheet.allCases` order.
    var sheetTitles: [String] { BottomSheet.allCases.map(title(of:)) }

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
        selection.select(index)
        switch BottomSheet.allCases[index] {
        case .blueSheet: onShowBlueSheetButtonTapped()
        case .greenSheet: onShowGreenSheetButtonTapped()
        }
    }

    func onShowSelectedSheet() {
        onShowSheet(at: selection.selectedIndex)
    }
}
