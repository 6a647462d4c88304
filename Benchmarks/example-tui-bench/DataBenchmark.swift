import Dispatch
import Foundation
import Network
import NetworkTesting
import Storage
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Store operations per second and the time of a token refresh storm.
enum DataBenchmark {
    struct StoreFigures {
        let name: String
        let writesPerSecond: Double
        let readsPerSecond: Double
    }

    /// `count` writes then `count` reads of a 256-byte string in each store, on a fresh
    /// temporary folder.
    static func stores(ramCount: Int = 200_000, diskCount: Int = 2_000) throws -> [StoreFigures] {
        let directories = StorageDirectories.temporary(appName: "example-tui-bench")
        defer { try? FileManager.default.removeItem(atPath: directories.environment["HOME"] ?? "/nonexistent") }
        let value = String(repeating: "x", count: 256)
        let keys = (0..<max(ramCount, diskCount)).map { UniqueStorageKey(value: "key-\($0)", instance: "dev") }
        let ram = RamMemoryStorageService<UniqueStorageKey<String>, String>()
        let disk = try DiskStorageService<UniqueStorageKey<String>, String>(
            config: DiskStorageConfig(directories: directories, memoryCountLimit: 0),
            transformer: TransformerFactory.forString())
        func measure(_ count: Int, _ body: (Int) throws -> Void) rethrows -> Double {
            let start = monotonicNanoseconds()
            for index in 0..<count { try body(index) }
            return Double(count) / (Double(monotonicNanoseconds() - start) / 1e9)
        }
        return [
            StoreFigures(
                name: "RAM", writesPerSecond: try measure(ramCount) { try ram.setObject(value, forKey: keys[$0]) },
                readsPerSecond: try measure(ramCount) { _ = try ram.object(forKey: keys[$0]) }),
            StoreFigures(
                name: "disk (no memory cache)",
                writesPerSecond: try measure(diskCount) { try disk.setObject(value, forKey: keys[$0]) },
                readsPerSecond: try measure(diskCount) { _ = try disk.object(forKey: keys[$0]) }),
        ]
    }

    struct StormFigures {
        let requests: Int
        let seconds: Double
        let refreshes: Int
        let failures: Int
    }

    /// `requests` concurrent requests with an expired token against the loopback server
    /// (Tests/NetworkTests/Server): from the first request to the last answer.
    static func refreshStorm(requests: Int = 100) throws -> StormFigures {
        let server = try LoopbackServer()
        defer { server.stop() }
        let result = Mutex<Result<StormFigures, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        // Detached: the caller (top-level code, on the main actor) blocks on `done`, and a
        // task that inherited the main actor could never start.
        Task.detached {
            do {
                let figures = try await storm(server: server, requests: requests)
                result.withLock { $0 = .success(figures) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }

    private struct Target: MobileApiTargetType {
        let baseURL: URL
        let path: String
        var method: HTTPMethod = .get
        var task: RequestTask = .requestPlain
        var authorizationType: AuthorizationType = .bearer
    }

    private static func storm(server: LoopbackServer, requests: Int) async throws -> StormFigures {
        let baseURL = server.baseURL
        let auth = BaseNetworkService<Target>()
        let tokens = AuthTokenStore(
            storage: RamMemoryStorageService<UniqueStorageKey<String>, AuthTokens>(),
            key: UniqueStorageKey(value: "tokens", instance: "bench")
        ) { refreshToken in
            try await auth.request(
                target: Target(
                    baseURL: baseURL, path: "auth/refresh", method: .post,
                    task: .requestJSONEncodable(["refreshToken": refreshToken]), authorizationType: .none))
        }
        let login: AuthTokens = try await auth.request(
            target: Target(
                baseURL: baseURL, path: "auth/login", method: .post,
                task: .requestJSONEncodable(["username": "demo", "password": "secret"]), authorizationType: .none))
        try tokens.save(login)
        try await server.expireAccessToken()
        let service = BaseNetworkService<Target>(
            plugins: [AccessTokenPlugin(accessTokenProvider: tokens)], tokenRefreshProvider: tokens)
        let start = monotonicNanoseconds()
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<requests {
                group.addTask {
                    (try? await service.request(target: Target(baseURL: baseURL, path: "items"))) == nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        return StormFigures(
            requests: requests, seconds: seconds, refreshes: try await server.stats().refreshCount, failures: failures)
    }
}
