import AppSupport
import TUIKit
import Utilities
import XCTest

@testable import ExampleApp

/// The utilities demo's logic on a fixed machine and temporary folders, without drawing it.
@MainActor
final class UtilsDemoViewModelTests: XCTestCase {
    private typealias Item = UtilsDemoViewModel.Item

    private func makeViewModel(platform: PlatformEnvironment = .fixed()) throws -> UtilsDemoViewModel {
        let fixture = try DataDemosViewModelFixture(platform: platform)
        let viewModel = UtilsDemoViewModel(dependencies: fixture.dependencies)
        viewModel.onViewDidLoad()
        return viewModel
    }

    func testTheSelectionSpansEveryUtilityAndEnterRunsTheSelectedOne() async throws {
        let viewModel = try makeViewModel()
        XCTAssertEqual(viewModel.selection.count, Item.allCases.count)
        XCTAssertNil(viewModel.playedHaptic)
        viewModel.activateSelected()
        XCTAssertEqual(viewModel.playedHaptic, viewModel.hapticType, "the first row plays the haptic kind shown")
        viewModel.selection.select(Item.query.rawValue)
        let query = viewModel.querySample
        viewModel.activateSelected()
        XCTAssertNotEqual(viewModel.querySample, query, "the query row moves to the next parameters")
    }

    func testSideKeysCycleTheSampleOfTheSelectedRowOnlyWhereThereIsOne() async throws {
        let viewModel = try makeViewModel()
        viewModel.selection.select(Item.route.rawValue)
        let first = viewModel.routeDistance
        XCTAssertTrue(viewModel.cycleSelected(forward: true))
        XCTAssertEqual(viewModel.routeIndex, 1)
        XCTAssertNotEqual(viewModel.routeDistance, first)
        XCTAssertTrue(viewModel.cycleSelected(forward: false))
        XCTAssertTrue(viewModel.cycleSelected(forward: false))
        XCTAssertEqual(viewModel.routeIndex, UtilsDemoSamples.routes.count - 1, "backwards wraps to the last")
        viewModel.selection.select(Item.vpn.rawValue)
        XCTAssertFalse(viewModel.cycleSelected(forward: true), "the VPN check has no samples: the key passes on")
        viewModel.selection.select(Item.haptics.rawValue)
        XCTAssertTrue(viewModel.cycleSelected(forward: true))
        XCTAssertEqual(viewModel.hapticType, HapticFeedbackType.allCases[1])
    }

    func testTheWebCacheIsFilledAndCleaned() async throws {
        let viewModel = try makeViewModel()
        XCTAssertEqual(viewModel.webCacheContents.reduce(0) { $0 + $1.files }, 0)
        viewModel.activate(Item.fillWebCache.rawValue)
        XCTAssertEqual(viewModel.webCacheContents.reduce(0) { $0 + $1.files }, 4)
        XCTAssertNil(viewModel.lastClean)
        viewModel.activate(Item.cleanWebCache.rawValue)
        XCTAssertEqual(viewModel.lastClean?.reduce(0) { $0 + $1.files }, 4)
        XCTAssertEqual(viewModel.webCacheContents.reduce(0) { $0 + $1.files }, 0)
        XCTAssertNil(viewModel.errorMessage)
    }

    func testTheChecksReadTheInjectedMachine() async throws {
        let clean = try makeViewModel()
        XCTAssertEqual(clean.vpnInterfaces, [])
        XCTAssertEqual(clean.jailbreakFindings, [])
        let rooted = try makeViewModel(
            platform: .fixed(
                environment: ["LD_PRELOAD": "hook.so"], userIDs: (0, 0),
                interfaces: [NetworkInterface(name: "wg0", isUp: true), NetworkInterface(name: "tunl0", isUp: true)]))
        XCTAssertEqual(rooted.vpnInterfaces.map(\.name), ["wg0"])
        XCTAssertEqual(rooted.jailbreakFindings, [.runningAsRoot, .libraryInjection])
    }
}
