import Foundation
import TUITestSupport
import Utilities

@testable import ExampleApp

/// A `LinkOpening` as a screen gets it, its programs replaced by recording scripts
/// (`xdg-open` first on `PATH`: a real process, the real lookup), and what it copied and
/// sent kept for the test to read.
@MainActor
final class RecordingLinks {
    let commands: RecordingCommands
    private(set) var copied: [String] = []
    private(set) var sent: [AppCommand] = []

    init() throws {
        commands = try RecordingCommands()
        try commands.add("xdg-open")
    }

    /// A `LinkOpening` in a session with a display, or without one (`display` false).
    func opening(display: Bool = true) -> LinkOpening {
        var environment = ["PATH": commands.path]
        if display { environment["DISPLAY"] = ":0" }
        let opener = URLOpener(appScheme: "exampletui", environment: environment)
        return LinkOpening(opener: opener, clipboard: Clipboard { [weak self] in self?.copied.append($0) }) {
            [weak self] in self?.sent.append($0)
        }
    }

    /// What `xdg-open` was handed, waiting up to `timeout` for it (it runs apart).
    func opened(timeout: TimeInterval = 5) -> [String] {
        commands.arguments(of: "xdg-open", timeout: timeout)
    }
}
