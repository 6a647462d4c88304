import Logs
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// The deeplinks demo's state without drawing: the links it offers and what opening one
/// leaves in the history.
@MainActor
final class DeepLinksDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func make() -> DeepLinksDemoViewModel {
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        return DeepLinksDemoViewModel(
            services: AppServices(options: options, logStore: LogDatabase.inMemory(), send: { _ in }))
    }

    func testEachLinkSaysWhatItShouldDo() async {
        let model = make()
        XCTAssertEqual(model.linkItems.map(\.url), DeepLinksDemoViewModel.samples.map(\.url))
        XCTAssertEqual(
            model.linkItems.map(\.value),
            [
                R.string.deepLinksDemo.valueOpen(), R.string.deepLinksDemo.valueOpen(),
                R.string.deepLinksDemo.valueOpen(), R.string.deepLinksDemo.valueUnknown(),
                R.string.deepLinksDemo.valueMalformed(),
            ])
        XCTAssertEqual(model.socketLine, R.string.deepLinksDemo.socketNone(), "no socket in a test")
    }

    func testTheSelectedLinkIsReceivedFromTheDemoLatestFirst() async {
        let model = make()
        model.selection.move(by: 1)
        model.openSelected()
        model.selection.moveToEnd()
        model.openSelected()
        XCTAssertEqual(
            model.history.prefix(2).map(\.url), ["https://example.com/settings", "exampletui://examples/toasts"])
        XCTAssertEqual(model.history.prefix(2).map(\.source), ["demo", "demo"])
        XCTAssertEqual(model.history.prefix(2).map { "\($0.outcome)".hasPrefix("rejected") }, [true, false])
    }

    func testARowOutsideTheListOpensNothing() async {
        let model = make()
        let before = model.history.count
        model.open(at: DeepLinksDemoViewModel.samples.count)
        XCTAssertEqual(model.history.count, before)
    }
}
