import Foundation
import Network
import TUICore
import XCTest

@testable import ExampleApp

/// The Network demo's request list reads the same however the tasks of a batch were
/// scheduled, and keeps the order of time across instants.
@MainActor
final class NetworkActivityTests: XCTestCase {
    private func record(_ path: String, status: Int) -> NetworkRequestRecord {
        NetworkRequestRecord(
            startedAt: Date(), method: "GET", url: "https://api.example.com\(path)", statusCode: status,
            duration: .milliseconds(600), requestHeaders: [:], requestBody: nil, requestSize: 0,
            responseHeaders: [:], responseBody: nil, responseSize: 0, error: nil, isMock: true)
    }

    private func paths(_ activity: NetworkActivity) -> [String] {
        activity.records.map {
            "\($0.url.replacingOccurrences(of: "https://api.example.com", with: "")) \($0.statusCode ?? 0)"
        }
    }

    func testABatchThatArrivesAtOneInstantIsListedByURLWhateverItsOrder() async {
        for order in [["/profile", "/items?page=2", "/items?page=1"], ["/items?page=1", "/profile", "/items?page=2"]] {
            let clock = ManualClock()
            let activity = NetworkActivity(clock: clock)
            for path in order { activity.append(record(path, status: 401)) }
            clock.advance(by: .milliseconds(600))
            activity.append(record("/auth/refresh", status: 200))
            clock.advance(by: .milliseconds(600))
            for path in order.reversed() { activity.append(record(path, status: 200)) }
            XCTAssertEqual(
                paths(activity),
                [
                    "/items?page=1 401", "/items?page=2 401", "/profile 401", "/auth/refresh 200",
                    "/items?page=1 200", "/items?page=2 200", "/profile 200",
                ], "\(order)")
        }
    }

    func testARecordThatReachesTheMainActorLateKeepsTheInstantItsMockAnsweredAt() async {
        let clock = ManualClock()
        let activity = NetworkActivity(clock: clock)
        clock.advance(by: .milliseconds(600))
        activity.append(record("/items?page=2", status: 401))
        clock.advance(by: .milliseconds(600))
        activity.append(record("/auth/refresh", status: 200))
        clock.advance(by: .milliseconds(20))
        // Its task ran late on a busy machine: the clock has moved on since its mock answered.
        activity.append(record("/items?page=1", status: 401), answeredAt: .milliseconds(600))
        XCTAssertEqual(paths(activity), ["/items?page=1 401", "/items?page=2 401", "/auth/refresh 200"])
    }

    func testTheMockBackendHandsEachTaskItsOwnAnswerTimeOnce() async {
        let backend = MockBackend()
        let times = await withTaskGroup(of: Duration?.self) { group in
            for milliseconds in [600, 1200] {
                group.addTask {
                    backend.answered(at: .milliseconds(milliseconds))
                    await Task.yield()
                    let first = backend.takeAnswerTime()
                    XCTAssertNil(backend.takeAnswerTime(), "taken once")
                    return first
                }
            }
            var all: [Duration?] = []
            for await time in group { all.append(time) }
            return all
        }
        XCTAssertEqual(Set(times.compactMap { $0 }), [.milliseconds(600), .milliseconds(1200)])
        XCTAssertNil(backend.takeAnswerTime(), "a task whose call no mock answered has no answer time")
    }

    func testTheListKeepsItsLimitAndClears() async {
        let clock = ManualClock()
        let activity = NetworkActivity(clock: clock)
        for page in 0..<(NetworkActivity.limit + 5) {
            clock.advance(by: .milliseconds(1))
            activity.append(record("/items?page=\(page)", status: 200))
        }
        XCTAssertEqual(activity.records.count, NetworkActivity.limit)
        XCTAssertEqual(paths(activity).first, "/items?page=5 200", "the oldest go first")
        activity.clear()
        XCTAssertTrue(activity.records.isEmpty)
        activity.append(record("/profile", status: 200))
        XCTAssertEqual(paths(activity), ["/profile 200"])
    }
}
