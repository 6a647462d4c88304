import Foundation
import Network
import Storage
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
        await assertThrowsNetworkError(.mockNotFound(name: "Nope")) {
            try await service.request(target: MockedItems(mockName: "Nope"))
        }
    }

    func testRejectionsAnswerAsAMisbehavingBackendWould() async {
        let recorder = RecordingRecorder()
        let rejection = Mutex<MockRejection?>(nil)
        let service = BaseNetworkService<MockedItems>(
            plugins: [NetworkLoggerPlugin(recorder: recorder)],
            mocks: MockConfiguration(files: files, delay: .zero, rejection: { _ in rejection.withLock { $0 } }))
        let target = MockedItems(mockName: "ItemsResponse")
        let cases: [(MockRejection, NetworkError)] = [
            (.status(code: 503, message: "Down for maintenance"), .status(code: 503, message: "Down for maintenance")),
            (.failure(.timeout), .timeout),
            (.failure(.offline(reason: "refused")), .offline(reason: "refused")),
            (.body(#"{"page": 1, "items": ["#), .undecodable(reason: "not valid JSON")),
        ]
        for (answer, expected) in cases {
            rejection.withLock { $0 = answer }
            do throws(NetworkError) {
                let _: ItemsPage = try await service.request(target: target)
                XCTFail("\(answer) answered with the file")
            } catch {
                XCTAssertEqual(error, expected)
            }
        }
        XCTAssertEqual(recorder.all.map(\.statusCode), [503, nil, nil, 200])
        XCTAssertEqual(recorder.all.map(\.isMock), [true, true, true, true])
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

/// A mocked login-protected endpoint and its refresh, answered by a mock backend that
/// rejects a missing token, tokens starting with "expired" and refresh tokens starting with "revoked".
private enum MockedApi: MockableMobileApiTarget {
    case items
    case refresh(String)

    var baseURL: URL { URL(string: "http://127.0.0.1:9/api")! }
    var path: String { self == .items ? "items" : "auth/refresh" }
    var method: HTTPMethod { self == .items ? .get : .post }
    var task: RequestTask {
        switch self {
        case .items: .requestPlain
        case .refresh(let token): .requestJSONEncodable(["refreshToken": token])
        }
    }
    var authorizationType: AuthorizationType { self == .items ? .bearer : .none }
    var isMockEnabled: Bool { true }

    func getMockFileName() -> String? { self == .items ? "ItemsResponse" : "RefreshResponse" }
}

extension MockedApi: Equatable {}

final class MockRefreshTests: XCTestCase {
    private static let mocks = MockConfiguration(
        files: [
            "ItemsResponse": #"{"page": 1, "items": []}"#,
            "RefreshResponse": #"{"accessToken": "fresh", "refreshToken": "fresh-refresh"}"#,
        ],
        delay: .zero,
        rejection: { request in
            let body = request.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let authorization = request.value(forHTTPHeaderField: "Authorization")
            let isItems = request.url?.path.hasSuffix("items") == true
            if (isItems && (authorization == nil || authorization?.hasPrefix("Bearer expired") == true))
                || body.contains("revoked")
            {
                return .status(code: 401, message: "Token expired")
            }
            return nil
        }
    )

    private func makeService(tokens: AuthTokens) throws -> (BaseNetworkService<MockedApi>, AuthTokenStore, Counter) {
        let authService = BaseNetworkService<MockedApi>(mocks: Self.mocks)
        let storage = RamMemoryStorageService<UniqueStorageKey<String>, AuthTokens>()
        let store = AuthTokenStore(storage: storage, key: UniqueStorageKey(value: "tokens", instance: "dev")) {
            try await authService.request(target: .refresh($0))
        }
        try store.save(tokens)
        let service = BaseNetworkService<MockedApi>(
            plugins: [AccessTokenPlugin(accessTokenProvider: store)], tokenRefreshProvider: store, mocks: Self.mocks)
        let failures = Counter()
        service.onTokenRefreshFailed = { failures.increment() }
        return (service, store, failures)
    }

    func testMockBackendRejectionRefreshesOnceForManyRequests() async throws {
        let (service, store, failures) = try makeService(tokens: AuthTokens(accessToken: "expired", refreshToken: "r"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { try await service.request(target: .items) } }
            try await group.waitForAll()
        }
        let refreshCount = await service.refreshCount
        XCTAssertEqual(refreshCount, 1)
        XCTAssertEqual(store.tokens, AuthTokens(accessToken: "fresh", refreshToken: "fresh-refresh"))
        XCTAssertEqual(failures.count, 0)
    }

    func testRevokedRefreshTokenLogsOutOnce() async throws {
        let (service, store, failures) = try makeService(
            tokens: AuthTokens(accessToken: "expired", refreshToken: "revoked"))
        await assertThrowsNetworkError(.sessionExpired) { try await service.request(target: .items) }
        await assertThrowsNetworkError(.sessionExpired) { try await service.request(target: .items) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(store.tokens)
    }
}
