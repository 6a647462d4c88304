import Foundation
import Network
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A mockable target that is never sent anywhere: its base URL has nothing listening.
private struct MockedItems: MockableMobileApiTarget {
    var mockName: String?
    var isMockEnabled = true
    var baseURL: URL { URL(string: "http://127.0.0.1:9/api")! }
    var path: String { "items" }
    var method: HTTPMethod { .get }
    var task: RequestTask { .requestPlain }

    func getMockFileName() -> String? { mockName }
}

final class MockTests: XCTestCase {
    private let files = [
        "ItemsResponse": #"{"page": 1, "items": [{"id": 1, "title": "Mocked"}]}"#,
        "Broken": #"{"page": 1, "items": ["#,
    ]

    func testMockIsServedAfterTheDelayThroughTheInjectedSleep() async throws {
        let slept = Mutex<[Duration]>([])
        let recorder = RecordingRecorder()
        let service = BaseNetworkService<MockedItems>(
            plugins: [NetworkLoggerPlugin(recorder: recorder)],
            mocks: MockConfiguration(
                files: files, delay: .seconds(2),
                sleep: { duration in
                    slept.withLock { $0.append(duration) }
                })
        )
        let page: ItemsPage = try await service.request(target: MockedItems(mockName: "ItemsResponse"))
        XCTAssertEqual(page.items, [ItemsPage.Item(id: 1, title: "Mocked")])
        XCTAssertEqual(slept.withLock { $0 }, [.seconds(2)])
        XCTAssertEqual(recorder.all.map(\.isMock), [true])
        XCTAssertEqual(recorder.all.first?.statusCode, 200)
    }

    func testMalformedMockIsATypedError() async {
        let service = BaseNetworkService<MockedItems>(mocks: MockConfiguration(files: files, delay: .zero))
        do throws(NetworkError) {
            let _: ItemsPage = try await service.request(target: MockedItems(mockName: "Broken"))
            XCTFail("served a broken mock")
        } catch {
            guard case .malformedMock(let name, _) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(name, "Broken")
        }
    }

    func testMissingMockIsATypedError() async {
        let service = BaseNetworkService<MockedItems>(mocks: MockConfiguration(files: files, delay: .zero))
        await XCTAssertThrowsNetworkError(.mockNotFound(name: "Nope")) {
            try await service.request(target: MockedItems(mockName: "Nope"))
        }
    }

    func testSwitchedOffMockGoesToTheServer() async {
        let service = BaseNetworkService<MockedItems>(mocks: MockConfiguration(files: files, delay: .zero))
        service.isMockEnabled = false
        await assertGoesToTheServer(service, MockedItems(mockName: "ItemsResponse"))
        service.isMockEnabled = true
        await assertGoesToTheServer(service, MockedItems(mockName: "ItemsResponse", isMockEnabled: false))
        await assertGoesToTheServer(service, MockedItems(mockName: nil))
    }

    func testWithoutAMockConfigurationNothingIsMocked() async {
        let service = BaseNetworkService<MockedItems>()
        service.isMockEnabled = true
        XCTAssertFalse(service.isMockEnabled)
        await assertGoesToTheServer(service, MockedItems(mockName: "ItemsResponse"))
    }

    private func assertGoesToTheServer(
        _ service: BaseNetworkService<MockedItems>, _ target: MockedItems, line: UInt = #line
    ) async {
        do throws(NetworkError) {
            try await service.request(target: target)
            XCTFail("answered without a server", line: line)
        } catch {
            guard case .offline = error else { return XCTFail("got \(error)", line: line) }
        }
    }
}
