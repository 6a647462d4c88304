import ExampleApp
import Foundation
import TUIKit
import XCTest

/// The pictures under `docs/images` are the frames the app draws now: each line of
/// `docs/images/pictures.txt` is rendered as `render --format svg` renders it, on a machine
/// fixed in time and place, and compared with its file. `make docs-images` (which sets
/// `DOCS_IMAGES_RECORD=1`) writes them anew.
@MainActor
final class DocsImagesTests: XCTestCase {
    private struct Picture {
        let name: String
        let route: AppRoute
        let size: Size
        let language: Language
        let theme: Theme
        let keys: [KeyEvent]
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/images")

    private func pictures() throws -> [Picture] {
        let list = try String(contentsOf: Self.folder.appendingPathComponent("pictures.txt"), encoding: .utf8)
        return try list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ").map(String.init)
            XCTAssertTrue((5...6).contains(fields.count), "name route size language theme [keys]: \(line)")
            return Picture(
                name: fields[0], route: try AppRoute(url: fields[1]), size: try XCTUnwrap(Size(parsing: fields[2])),
                language: try XCTUnwrap(Language(rawValue: fields[3])),
                theme: try XCTUnwrap(Theme(rawValue: fields[4])),
                keys: try fields.count == 6 ? KeyNames.parseList(fields[5]).get() : [])
        }
    }

    func testEveryPictureIsTheFrameDrawnNow() async throws {
        let record = ProcessInfo.processInfo.environment["DOCS_IMAGES_RECORD"] == "1"
        let pictures = try pictures()
        XCTAssertFalse(pictures.isEmpty)
        var stale: [String] = []
        for picture in pictures {
            let options = LaunchOptions(
                language: picture.language, theme: picture.theme, directories: .temporaryForTest(), platform: .fixed())
            let frame = try await FrameRenderer.render(
                FrameRenderer.Request(route: picture.route, size: picture.size, options: options, keys: picture.keys))
            let svg = FrameRenderer.svg(of: frame, theme: picture.theme)
            let file = Self.folder.appendingPathComponent(picture.name + ".svg")
            if record {
                try svg.write(to: file, atomically: true, encoding: .utf8)
            } else if (try? String(contentsOf: file, encoding: .utf8)) != svg {
                stale.append(picture.name)
            }
        }
        XCTAssertEqual(stale, [], "pictures out of date (or missing): run `make docs-images` and look at them")
    }
}
