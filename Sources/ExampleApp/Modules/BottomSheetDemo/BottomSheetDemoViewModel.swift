import AppSupport
import Observation

/// One bottom sheet, shown while `isBottomSheetPresented` is true, in the presentation
/// the user picked; its button closes it and opens the Skeleton demo once it has gone.
@MainActor
@Observable
final class BottomSheetDemoViewModel {
    enum SheetStyle: CaseIterable {
        /// `.fraction(0.5)`, dimmed: the template's example.
        case halfHeight
        /// `.height(8)`, `.medium` and `.large`, moved between by + - and the grabber.
        case detents
        /// A custom overlay color; the screen stays interactive up to `.medium`.
        case customOverlay
    }

    /// Long enough for the sheet to slide away first (the template waits with
    /// `onMainAfter` for the same reason).
    static let skeletonDelay: Duration = .milliseconds(300)

    var isBottomSheetPresented = false
    private(set) var sheetStyle: SheetStyle = .halfHeight
    var selection = ListSelection(count: SheetStyle.allCases.count)
    @ObservationIgnored private let coordinator: BottomSheetDemoCoordinator
    @ObservationIgnored private let clock: any AppClock

    init(coordinator: BottomSheetDemoCoordinator, clock: any AppClock) {
        self.coordinator = coordinator
        self.clock = clock
    }

    /// The list's rows, in `SheetStyle.allCases` order.
    var styleTitles: [String] { SheetStyle.allCases.map(title(of:)) }

    func title(of style: SheetStyle) -> String {
        switch style {
        case .halfHeight: return R.string.sheetsDemo.styleHalf()
        case .detents: return R.string.sheetsDemo.styleDetents()
        case .customOverlay: return R.string.sheetsDemo.styleCustomOverlay()
        }
    }

    func onShowBottomSheetButtonTapped(at index: Int) {
        guard SheetStyle.allCases.indices.contains(index) else { return }
        selection.select(index)
        sheetStyle = SheetStyle.allCases[index]
        isBottomSheetPresented = true
    }

    func onShowSelectedBottomSheet() {
        onShowBottomSheetButtonTapped(at: selection.selectedIndex)
    }

    func onShowSkeletonButtonTapped() {
        isBottomSheetPresented = false
        onMainAfter(Self.skeletonDelay, clock: clock) { [weak self] in
            self?.coordinator.showSkeletonModule()
        }
    }
}
