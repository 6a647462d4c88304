import Analytics
import Foundation
import Logs
import TUIKit

/// Reports each screen that appears (the Navigation log and a `screenView` event): at once,
/// or, while held, on the run loop's next turn. The CLI holds the reports of the screens its
/// launch shows, so that their JSON parameters and analytics come after the first frame.
@MainActor
final class ScreenAppearanceReports {
    private weak var services: AppServices?
    /// The screens that appeared while reports were held, in order; nil when not held. The
    /// controllers, not their names: a name is its type's, which reflection spells out, a
    /// part of the launch's CPU that waits with the report.
    private var held: [ScreenController]?

    init(services: AppServices) {
        self.services = services
    }

    func screenDidAppear(_ screen: ScreenController) {
        if held != nil {
            held?.append(screen)
        } else {
            report(screen.screenName)
        }
    }

    /// Holds the reports until the main queue's next turn: after the first frame when
    /// called before the run loop starts.
    func holdUntilNextTurn() {
        guard held == nil else { return }
        held = []
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.release() }
        }
    }

    private func release() {
        let screens = held ?? []
        held = nil
        for screen in screens { report(screen.screenName) }
    }

    private func report(_ screen: String) {
        Log.navigation.debug(logEntry: .detailed("Screen appeared", ["screen": screen]))
        services?.analytics.report(event: .screenView, params: [.screen: screen])
    }
}
