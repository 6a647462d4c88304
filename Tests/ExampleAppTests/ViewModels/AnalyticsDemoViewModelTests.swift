import Analytics
import Logs
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// The analytics demo's state without drawing: what each action reports, and how each
/// provider's column counts what it took and what it filtered out.
@MainActor
final class AnalyticsDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func make() -> AnalyticsDemoViewModel {
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        return AnalyticsDemoViewModel(
            services: AppServices(options: options, logStore: LogDatabase.inMemory(), send: { _ in }))
    }

    private func counts(_ model: AnalyticsDemoViewModel) -> [[Int]] {
        model.columns.map { [$0.received, $0.filtered] }
    }

    func testThePingIsFilteredByTheLogProviderAndTakenByTheFile() async {
        let model = make()
        XCTAssertEqual(counts(model), [[0, 0], [0, 0]])
        model.selection.move(by: 1)
        model.runSelected()
        XCTAssertEqual(counts(model), [[0, 1], [1, 0]], "log, then file")
        let line = model.columns[1].deliveries.first.map(AnalyticsDemoViewModel.line(of:))
        XCTAssertEqual(line, "demo_ping screen=AnalyticsDemo source=demo")
    }

    func testAButtonTapReachesBothProvidersLatestFirst() async {
        let model = make()
        model.run(at: 1)
        model.run(at: 0)
        XCTAssertEqual(counts(model), [[1, 1], [2, 0]])
        XCTAssertEqual(
            model.columns[0].deliveries.map(\.event.rawValue), ["button_tap", "demo_ping"], "the latest first")
    }

    func testTheRowsNameEachActionAndARowOutsideReportsNothing() async {
        let model = make()
        XCTAssertEqual(
            model.actionItems.map(\.title),
            [R.string.analyticsDemo.actionButton(), R.string.analyticsDemo.actionPing()])
        model.run(at: 2)
        XCTAssertEqual(counts(model), [[0, 0], [0, 0]])
    }
}
