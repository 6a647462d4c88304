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
    private weak var window: Window?
    /// The screens that appeared since the last frame, in order. The controllers, not their
    /// names: a name is its type's, which reflection spells out, a part of the work that
    /// waits with the report. The window's work after the frame holds them, not this object
    /// (which the app's dependencies keep), so a screen never keeps its app alive.
    private weak var pending: Batch?

    init(window: Window) {
        self.window = window
    }

    /// `screen` appeared in `dependencies`' app: it is reported after the next frame.
    func screenDidAppear(_ screen: ScreenController, dependencies: AppDependencies) {
        if let pending { return pending.screens.append(screen) }
        let batch = Batch(screens: [screen])
        guard let window else { return Self.report(batch, dependencies: dependencies) }
        pending = batch
        window.afterNextFrame { [weak self, weak dependencies] in
            // Screens that appear while these are reported wait for the frame after.
            self?.pending = nil
            Self.report(batch, dependencies: dependencies)
        }
    }

    private static func report(_ batch: Batch, dependencies: AppDependencies?) {
        for screen in batch.screens {
            let name = screen.screenName
            Log.navigation.debug(logEntry: .detailed("Screen appeared", ["screen": name]))
            dependencies?.services.analytics.report(event: .screenView, params: [.screen: .string(name)])
        }
    }

    private final class Batch {
        var screens: [ScreenController]

        init(screens: [ScreenController]) {
            self.screens = screens
        }
    }
}
