import Foundation
import TUITestSupport
import XCTest

/// A session with an empty home that loads the Network demo (so the network layer, the
/// stores, the log store and analytics all run) writes nothing outside the app's own XDG
/// folders and its socket, and what it writes there is private to the user.
final class AppFoldersTests: XCTestCase {
    func testASessionWritesOnlyIntoTheAppsOwnFoldersWithPrivateModes() throws {
        let home = try TemporaryHome()
        let app = try AppSession(arguments: ["exampletui://examples/network"], home: home)
        app.expectScreen(containing: "Borscht")
        app.send("q")
        XCTAssertEqual(app.waitForExit(), 0)

        let environment = home.environment
        let bases = ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"].compactMap {
            environment[$0]
        }
        // What the test made before the app ran, and the folders that lead to them.
        let allowed = Set(bases + [home.runtimeDirectory, home.path + "/.local"])
        let appFolders = bases.map { $0 + "/example-tui" }
        let socket = home.runtimeDirectory + "/example-tui.sock"
        var seen: [String] = []

        let enumerator = FileManager.default.enumerator(atPath: home.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = home.path + "/" + relative
            seen.append(relative)
            let inAppFolder = appFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
            if !inAppFolder {
                XCTAssertTrue(
                    path == socket || allowed.contains(path), "written outside the app's folders: \(relative)")
                continue
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
            XCTAssertEqual(mode & 0o077, 0, "\(relative) is readable by others: \(String(mode, radix: 8))")
        }
        XCTAssertTrue(
            seen.contains { $0.hasSuffix("example-tui/ProfileCache") }, "the demo's cache was written: \(seen)")
    }
}
