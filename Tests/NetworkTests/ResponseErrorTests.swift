import Foundation
import Network
import NetworkTesting
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class ResponseErrorTests: XCTestCase {
    func testServerErrorCarriesTheServersMessage() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        await assertThrowsNetworkError(.status(code: 503, message: "Server says 503")) {
            try await service.request(target: TestTarget(baseURL: server.baseURL, path: "status/503"))
        }
    }

    func testMalformedBodyIsUndecodable() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        do throws(NetworkError) {
            let _: ItemsPage = try await service.request(target: TestTarget(baseURL: server.baseURL, path: "malformed"))
            XCTFail("decoded a malformed body")
        } catch {
            guard case .undecodable(let reason) = error else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.contains("not valid JSON"), reason)
        }
    }

    func testWrongShapeNamesTheMissingField() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        await assertThrowsNetworkError(.undecodable(reason: "missing \"page\"")) {
            let _: ItemsPage = try await service.request(
                target: TestTarget(baseURL: server.baseURL, path: "status/200", authorizationType: .none))
        }
    }

    func testSlowServerTimesOut() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        let target = TestTarget(
            baseURL: server.baseURL, path: "slow", task: .requestParameters(["seconds": 3]), timeout: 0.5)
        await assertThrowsNetworkError(.timeout) { try await service.request(target: target) }
    }

    func testSlowServerWithinTheTimeoutAnswers() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        let target = TestTarget(
            baseURL: server.baseURL, path: "slow", task: .requestParameters(["seconds": 0.3]), timeout: 5)
        let page: ItemsPage = try await service.request(target: target)
        XCTAssertEqual(page.items, [])
    }

    func testNothingListeningIsOffline() async throws {
        // The port of a server that was started and stopped: nothing listens there now.
        let server = try LoopbackServer()
        let baseURL = server.baseURL
        server.stop()
        let service = BaseNetworkService<TestTarget>()
        do throws(NetworkError) {
            try await service.request(target: TestTarget(baseURL: baseURL, path: "items"))
            XCTFail("reached a stopped server")
        } catch {
            guard case .offline = error else { return XCTFail("got \(error)") }
        }
    }

    func testCancellingTheTaskCancelsTheRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let service = BaseNetworkService<TestTarget>()
        let target = TestTarget(baseURL: server.baseURL, path: "slow", task: .requestParameters(["seconds": 5]))
        let task = Task { try await service.request(target: target) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let result = await task.result
        XCTAssertEqual(result.error as? NetworkError, .cancelled)
    }

    func testLoggerReportsRequestAndResponseWithSecretsMasked() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let recorder = RecordingRecorder()
        let service = BaseNetworkService<TestTarget>(plugins: [NetworkLoggerPlugin(recorder: recorder)])
        let _: [String: String] = try await service.request(target: .login(server.baseURL))

        let record = try XCTUnwrap(recorder.all.first)
        XCTAssertEqual(recorder.all.count, 1)
        XCTAssertEqual(record.method, "POST")
        XCTAssertEqual(record.url, server.baseURL.absoluteString + "/auth/login")
        XCTAssertEqual(record.statusCode, 200)
        XCTAssertEqual(record.requestBody, #"{"password":"••••","username":"demo"}"#)
        XCTAssertEqual(record.responseBody, #"{"accessToken":"••••","refreshToken":"••••"}"#)
        XCTAssertGreaterThan(record.requestSize, 0)
        XCTAssertGreaterThan(record.responseSize, 0)
        XCTAssertEqual(record.responseHeaders["Content-Type"], "application/json")
        XCTAssertEqual(record.requestHeaders["Content-Type"], "application/json")
        XCTAssertNil(record.error)
        XCTAssertFalse(record.isMock)
    }

    func testEchoSeesQueryBodyAndHeaders() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        struct Echo: Decodable {
            let method: String
            let query: String
            let body: String
            let headers: [String: String]
        }
        let target = TestTarget(
            baseURL: server.baseURL, path: "echo", method: .post,
            task: .requestCompositeParameters(query: ["q": "a b&c", "page": 2], body: ["name": "Иван"]),
            headers: ["X-Client": "example-tui"], authorizationType: .none)
        let echo: Echo = try await BaseNetworkService<TestTarget>().request(target: target)
        XCTAssertEqual(echo.method, "POST")
        XCTAssertEqual(echo.query, "page=2&q=a%20b%26c")
        XCTAssertEqual(echo.body, #"{"name":"Иван"}"#)
        XCTAssertEqual(echo.headers["X-Client"], "example-tui")
        XCTAssertNil(echo.headers["Authorization"])
    }
}

extension Result {
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
