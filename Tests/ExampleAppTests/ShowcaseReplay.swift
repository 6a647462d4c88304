import ExampleApp
import Foundation
import TUIKit
import TUITestSupport

/// The showcase as a replayed recording asks for it: the header's route, language, theme and
/// environment, in a fresh temporary home, on a virtual terminal of the recording's size
/// (`assertReplay`'s `app`).
@MainActor
enum ShowcaseReplay {
    /// The committed recordings (`scripts/record-replays.sh` makes them).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Recordings", isDirectory: true)

    static func recording(_ name: String) -> URL {
        folder.appendingPathComponent("\(name).cast")
    }

    static func pilot(_ conditions: ReplayConditions) throws -> Pilot {
        var options = LaunchOptions(
            language: conditions.language.flatMap(Language.init(rawValue:)) ?? .en,
            theme: conditions.theme.flatMap(Theme.init(rawValue:)) ?? .dark,
            environmentName: conditions.environment ?? Instance.dev.rawValue,
            directories: .temporaryForTest()
        )
        options.route = try conditions.route.map { try AppRoute(url: $0) }
        return try FrameRenderer.pilot(options: options, size: conditions.size)
    }
}
