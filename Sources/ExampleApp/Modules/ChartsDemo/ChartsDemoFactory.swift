import TUIKit

enum ChartsDemoFactory {
    /// The app's own figures as live charts, and a simulated export with both progress bars.
    /// The figures come through the dependencies: the window's frames and keys, the
    /// machine's memory reading (fixed in tests), sampled on the app clock.
    @MainActor
    static func createChartsDemoController(dependencies: AppDependencies) -> ScreenController {
        let viewModel = ChartsDemoViewModel(clock: dependencies.clock) { [weak dependencies] in
            dependencies?.figures()
                ?? AppFigures(framesDrawn: 0, keysHandled: 0, lastKey: nil, lastKeyToFrame: nil, residentBytes: nil)
        }
        return ChartsDemoController(viewModel: viewModel)
    }
}
