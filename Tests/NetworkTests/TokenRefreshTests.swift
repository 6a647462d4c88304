import Foundation
import Network
import Storage
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class TokenRefreshTests: XCTestCase {
    func testValidTokenNeedsNoRefresh() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        let page: ItemsPage = try await session.service.request(target: .items(session.server.baseURL, page: 2))
        XCTAssertEqual(page.page, 2)
        XCTAssertEqual(page.items.map(\.id), [6, 7, 8, 9, 10])
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 0)
    }

    func testExpiredTokenIsRefreshedOnceRetriedAndSavedInTheKeychain() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        let before = try XCTUnwrap(session.tokens.tokens)
        try await session.server.expireAccessToken()

        let page: ItemsPage = try await session.service.request(target: .items(session.server.baseURL))

        XCTAssertEqual(page.items.count, 5)
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
        let refreshCount = await session.service.refreshCount
        XCTAssertEqual(refreshCount, 1)
        // A second store on the same folder reads what the refresh saved: it is on disk.
        let reopened = try KeychainStorageService<AuthTokens>(config: KeychainConfig(directories: session.directories))
        let saved = try reopened.object(forKey: Session.tokensKey)
        XCTAssertNotEqual(saved, before)
        XCTAssertEqual(saved, session.tokens.tokens)
        XCTAssertEqual(session.recorder.all.map(\.statusCode), [401, 200])
    }

    func testHundredConcurrentRequestsWithAnExpiredTokenCauseExactlyOneRefresh() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        try await session.server.expireAccessToken()
        let service = session.service
        let baseURL = session.server.baseURL

        let pages = try await withThrowingTaskGroup(of: ItemsPage.self) { group in
            for index in 0..<100 {
                group.addTask { try await service.request(target: .items(baseURL, page: index % 3 + 1)) }
            }
            return try await group.reduce(into: [ItemsPage]()) { $0.append($1) }
        }

        XCTAssertEqual(pages.count, 100)
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
        XCTAssertEqual(session.refreshFailures.count, 0)
        let statuses = session.recorder.all.compactMap(\.statusCode)
        XCTAssertEqual(statuses.filter { $0 == 200 }.count, 100)
        XCTAssertLessThanOrEqual(statuses.filter { $0 == 401 }.count, 100)
    }

    func testRefusedRefreshCallsOnTokenRefreshFailedOnceAndClearsTheTokens() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        try await session.server.expireAccessToken()
        try await session.server.refuseRefresh()
        let service = session.service
        let baseURL = session.server.baseURL

        let errors = await withTaskGroup(of: NetworkError?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do throws(NetworkError) {
                        try await service.request(target: .items(baseURL))
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [NetworkError?]()) { $0.append($1) }
        }

        XCTAssertEqual(errors, Array(repeating: .sessionExpired, count: 20))
        XCTAssertEqual(session.refreshFailures.count, 1)
        XCTAssertNil(session.tokens.tokens)
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
        // Logged out: a later request fails at once, without another refresh or callback.
        await assertThrowsNetworkError(.sessionExpired) { try await service.request(target: .items(baseURL)) }
        XCTAssertEqual(session.refreshFailures.count, 1)
    }

    func testStillUnauthorizedAfterRefreshIsNotRetriedAgain() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        // The server keeps answering 401 to this endpoint whatever the token.
        let target = TestTarget(baseURL: session.server.baseURL, path: "status/401")
        await assertThrowsNetworkError(.status(code: 401, message: "Server says 401")) {
            try await session.service.request(target: target)
        }
        XCTAssertEqual(session.recorder.all.count, 2)
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 1)
    }

    func testWrongPasswordIsAStatusErrorWithTheServersMessage() async throws {
        let session = try await Session.start()
        defer { session.stop() }
        await assertThrowsNetworkError(.status(code: 401, message: "Wrong username or password")) {
            let _: AuthTokens = try await session.service.request(
                target: .login(session.server.baseURL, password: "wrong"))
        }
        let stats = try await session.server.stats()
        XCTAssertEqual(stats.refreshCount, 0, "a target without a token is never refreshed")
    }
}
