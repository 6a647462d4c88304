import Logs
import Push
import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// The push demo's state without drawing: its actions, the masked token and the pushes
/// the selected row delivers.
@MainActor
final class PushDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func make(authorized: Bool = false) throws -> PushDemoViewModel {
        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.storeToken(in: directories)
        if authorized { try DeliveryFixtures.storeAuthorization(.authorized, in: directories) }
        let options = LaunchOptions(language: .en, directories: directories)
        return PushDemoViewModel(
            services: AppServices(options: options, logStore: LogStore.inMemory(), send: { _ in }),
            settings: AppSettings(language: .en, theme: .dark, instance: .dev))
    }

    func testTheFirstActionAsksUntilAnsweredThenResets() async throws {
        let asking = try make()
        XCTAssertEqual(asking.actions.first, .requestAuthorization)
        XCTAssertEqual(asking.statusLine, R.string.pushDemo.status(R.string.pushDemo.statusNotDetermined()))
        let answered = try make(authorized: true)
        XCTAssertEqual(answered.actions.first, .resetAuthorization)
        XCTAssertEqual(answered.actionItems.count, PushSample.all.count + 1)
        XCTAssertEqual(answered.actionItems.first?.title, R.string.pushDemo.actionReset())
    }

    func testTheTokenShowsOnlyItsLastFourCharacters() async throws {
        let line = try make().tokenLine
        XCTAssertTrue(line.hasSuffix(String(DeliveryFixtures.token.suffix(4))), line)
        XCTAssertFalse(line.contains(String(DeliveryFixtures.token.suffix(16).prefix(12))), line)
    }

    func testTheSelectedSampleIsDeliveredAndShownOnlyWhenAllowed() async throws {
        let denied = try make()
        denied.selection.move(by: 2)
        denied.runSelected()
        XCTAssertEqual(denied.history.map(\.wasShown), [false], "not allowed: logged only")
        XCTAssertEqual(denied.history.first?.payload, try PushSample.all[1].payload)

        let allowed = try make(authorized: true)
        allowed.run(at: 1)
        allowed.run(at: PushSample.all.count + 1)
        XCTAssertEqual(allowed.history.map(\.wasShown), [true], "a row outside the list delivers nothing")
        XCTAssertEqual(allowed.actionItems[3].value, "exampletui://settings")
    }
}
