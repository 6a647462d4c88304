import AppSupport
import Logs
import TUIKit
import XCTest

@testable import ExampleApp
@testable import TUIKit

// The app-as-a-value examples of docs/architecture.md, compiled (DocumentationCodeTests
// checks each `// docs:` region is the page's code block).

enum AppValueExamples {
    // docs: architecture.md
    /// A value every module of an app may read, kept per app.
    enum GreetingKey: AppContextKey {
        static let defaultValue = "Hello"
    }

    @MainActor
    static func greetings() -> (first: String, second: String) {
        let first = AppContext()
        let second = AppContext()
        first[GreetingKey.self] = "Привет"
        first.language = .ru
        // Each app's code reads its own: R.string and Environments resolve the same way.
        return (first.run { AppContext.current[GreetingKey.self] }, second.run { AppContext.current[GreetingKey.self] })
    }  // ("Привет", "Hello")
    // docs: end

    // docs: architecture.md
    /// A count that reads its look from the frame's context and takes clicks where it shows.
    struct Badge: View {
        let count: Int
        let onTap: @MainActor () -> Void

        func render(in area: Rect, frame: Frame) {
            let context = frame.context  // read: theme, colours, words, size class, time
            let glyph = context.text(Icon(glyph: "●", ascii: "*"))
            let style = context.style(context.colors.accent, text: TextStyle([.bold]))
            frame.canvas.write("\(glyph) \(count)", at: area.origin, style: style, clip: area)  // written: cells
            frame.onTap(area, onTap)  // and where clicks go
        }
    }
    // docs: end
}

@MainActor
final class AppValueExampleTests: XCTestCase {
    func testEachContextReadsItsOwnValue() async {
        let (first, second) = AppValueExamples.greetings()
        XCTAssertEqual(first, "Привет")
        XCTAssertEqual(second, "Hello")
        XCTAssertEqual(AppContext.detached[AppValueExamples.GreetingKey.self], "Hello")
    }

    func testTheBadgeDrawsInTheContextsLookAndTakesClicks() async {
        var taps = 0
        let frame = Frame(canvas: Canvas(size: Size(width: 6, height: 1)), theme: .dark, unicode: false)
        frame.render(AppValueExamples.Badge(count: 3) { taps += 1 }, in: frame.bounds)
        XCTAssertEqual(frame.canvas.text.split(separator: "\n").first.map(String.init)?.hasPrefix("* 3"), true)
        frame.tapAction(at: Point(x: 1, y: 0))?()
        XCTAssertEqual(taps, 1)
    }

    // docs: architecture.md
    /// A coordinator asks the app to rebuild its root on Settings: a value, not a closure.
    func testACommandIsAValueTheAppAnswers() async throws {
        var sent: [String] = []
        let dependencies = try makeShellDependencies { command, _ in
            if case .restart(let route) = command { sent.append(route?.url ?? "") }
        }
        SettingsCoordinator(dependencies: dependencies).restartApplication()
        XCTAssertEqual(sent, ["exampletui://settings"])
    }
    // docs: end
}
