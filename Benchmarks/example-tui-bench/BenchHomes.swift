import ExampleApp
import Foundation
import Storage
import TUIKit

/// Two throwaway homes for a benchmark: one for the yardstick's app, one for the app it times,
/// so neither reads the other's storage. `remove()` deletes both.
@MainActor
struct BenchHomes {
    let yardstick = StorageDirectories.temporary()
    let app = StorageDirectories.temporary()

    /// The Examples list's move timed at `size` in an app of its own.
    func makeYardstick(size: Size) throws -> Yardstick {
        try Yardstick(size: size, options: LaunchOptions(language: .en, directories: yardstick))
    }

    /// The app at `route` and `size`, in English, settled for a second.
    func pilot(at route: AppRoute, size: Size) throws -> Pilot {
        let pilot = try AppPilot.make(
            FrameRenderer.Request(
                route: route, size: size, options: LaunchOptions(language: .en, directories: app)))
        pilot.advance(by: .seconds(1))
        return pilot
    }

    func remove() {
        for folder in [yardstick, app] {
            if let home = folder.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
    }
}
