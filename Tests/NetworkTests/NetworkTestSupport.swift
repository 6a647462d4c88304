import Foundation
import Network
import NetworkTesting
import Storage
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records what the logger plugin reports.
final class RecordingRecorder: NetworkRequestRecorder {
    private let records = Mutex<[NetworkRequestRecord]>([])

    var all: [NetworkRequestRecord] { records.withLock { $0 } }

    func record(_ record: NetworkRequestRecord) {
        records.withLock { $0.append(record) }
    }
}

/// Counts calls from any task.
final class Counter: Sendable {
    private let value = Mutex(0)

    var count: Int { value.withLock { $0 } }

    func increment() {
        value.withLock { $0 += 1 }
    }
}

/// A logged-in session against a fresh loopback server, with tokens in a keychain store in a
/// temporary directory.
struct Session {
    let server: LoopbackServer
    let directories: StorageDirectories
    let keychain: KeychainStorageService<AuthTokens>
    let tokens: AuthTokenStore
    let service: BaseNetworkService<TestTarget>
    let recorder: RecordingRecorder
    let refreshFailures: Counter

    static let tokensKey = UniqueStorageKey(value: "authTokens", instance: "dev")

    static func start(timeout: TimeInterval = 10) async throws -> Session {
        let server = try LoopbackServer()
        let directories = StorageDirectories.temporary()
        let keychain = try KeychainStorageService<AuthTokens>(config: KeychainConfig(directories: directories))
        let authService = BaseNetworkService<TestTarget>()
        let baseURL = server.baseURL
        let tokens = AuthTokenStore(storage: keychain, key: tokensKey) { refreshToken in
            try await authService.request(target: .refresh(baseURL, refreshToken: refreshToken))
        }
        let recorder = RecordingRecorder()
        let service = BaseNetworkService<TestTarget>(
            plugins: [AccessTokenPlugin(accessTokenProvider: tokens), NetworkLoggerPlugin(recorder: recorder)],
            tokenRefreshProvider: tokens
        )
        let refreshFailures = Counter()
        service.onTokenRefreshFailed = { refreshFailures.increment() }
        let loggedIn: AuthTokens = try await authService.request(target: .login(baseURL))
        try tokens.save(loggedIn)
        return Session(
            server: server, directories: directories, keychain: keychain, tokens: tokens, service: service,
            recorder: recorder, refreshFailures: refreshFailures)
    }

    func stop() {
        server.stop()
        if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }
}

/// Asserts that `body` throws exactly `expected`.
func assertThrowsNetworkError<T>(
    _ expected: NetworkError, file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> T
) async {
    do {
        _ = try await body()
        XCTFail("expected \(expected), got a value", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? NetworkError, expected, file: file, line: line)
    }
}
