import AppSupport
import Logs
import TUIKit
import XCTest

@testable import ExampleApp

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
}

@MainActor
final class AppValueExampleTests: XCTestCase {
    func testEachContextReadsItsOwnValue() async {
        let (first, second) = AppValueExamples.greetings()
        XCTAssertEqual(first, "Привет")
        XCTAssertEqual(second, "Hello")
        XCTAssertEqual(AppContext.detached[AppValueExamples.GreetingKey.self], "Hello")
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
