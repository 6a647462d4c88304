import ExampleApp
import TUIKit

/// The app a benchmark times, as a user runs it: `FrameRenderer`'s pilot, but with the log
/// written in batches off the main actor as the app writes it, not before each call that
/// logs returns (what tests need, and what had put an SQLite commit in every open's frame).
@MainActor
enum AppPilot {
    static func make(_ request: FrameRenderer.Request) throws -> Pilot {
        var request = request
        request.writesLogsBeforeReturning = false
        return try FrameRenderer.pilot(for: request)
    }
}
