import Analytics
import Foundation
import Logs
import TUIKit

/// Reports each screen that appears (the Navigation log and a `screenView` event) once the
/// frame that shows it is on screen. A report is two records, each encoded, redacted and
/// indexed: work the user need not wait for, so a key's frame (the debug panel's opening, a
/// push) and the launch's first frame come before it.
@MainActor
final class ScreenAppearanceReports {
    /// The app's, whose services are made by the first report at the latest.
    private weak var dependencies: AppDependencies?
    private weak var window: Window?
    /// The screens that appeared since the last frame, in order. The controllers, not their
    /// names: a name is its type's, which reflection spells out, a part of the work that
    /// waits with the report.
    private var pending: [ScreenController] = []

    init(dependencies: AppDependencies, window: Window) {
        self.dependencies = dependencies
        self.window = window
    }

    func screenDidAppear(_ screen: ScreenController) {
        pending.append(screen)
        guard pending.count == 1 else { return }
        guard let window else { return release() }
        window.afterNextFrame { [self] in release() }
    }

    private func release() {
        let screens = pending
        pending.removeAll()
        for screen in screens { report(screen.screenName) }
    }

    private func report(_ screen: String) {
        Log.navigation.debug(logEntry: .detailed("Screen appeared", ["screen": screen]))
        dependencies?.services.analytics.report(event: .screenView, params: [.screen: screen])
    }
}
