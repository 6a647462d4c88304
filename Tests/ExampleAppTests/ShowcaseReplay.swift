import ExampleApp
import Foundation
import Storage
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
        try pilot(conditions, directories: .temporaryForTest())
    }

    /// The same in `directories`, with the log store's clock fixed (`LogsFixture`), so the
    /// debug panel's times are the same in a session and in its replay.
    static func pilot(_ conditions: ReplayConditions, directories: StorageDirectories) throws -> Pilot {
        var options = LaunchOptions(
            language: conditions.language.flatMap(Language.init(rawValue:)) ?? .en,
            theme: conditions.theme.flatMap(Theme.init(rawValue:)) ?? .dark,
            environmentName: conditions.environment ?? Instance.dev.rawValue,
            directories: directories
        )
        options.route = try conditions.route.map { try AppRoute(url: $0) }
        options.logStoreConfiguration = LogsFixture.configuration
        return try FrameRenderer.pilot(options: options, size: conditions.size)
    }
}
