import Foundation
import Logs
import Network
import Storage
import Synchronization
import TUIKit
import XCTest

@testable import ExampleApp

/// The app's repositories and storage wiring, on mocks and temporary folders.
@MainActor
final class DataLayerTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    override func tearDown() async throws {
        try Environments.setup(name: "dev")
    }

    private func makeNetwork(
        environment: String = "dev", logStore: LogDatabase = .inMemory()
    ) throws -> (AppNetwork, AppStorage, StorageDirectories) {
        let configuration = try Environments.setup(name: environment)
        let directories = StorageDirectories.temporaryForTest()
        let storage = AppStorage(directories: directories)
        let network = AppNetwork(
            configuration: configuration, storage: storage, clock: SystemClock(), logStore: logStore,
            onLogout: {})
        return (network, storage, directories)
    }

    func testUniqueStorageKeyTakesTheCurrentEnvironment() async throws {
        XCTAssertEqual(UniqueStorageKey(value: "profile").instance, "dev")
        try Environments.setup(name: "prod")
        XCTAssertEqual(UniqueStorageKey(value: "profile").instance, "prod")
        XCTAssertNotEqual(UniqueStorageKey(value: "profile"), UniqueStorageKey(value: "profile", instance: "dev"))
    }

    func testDevAndProdNeverSeeEachOthersEntries() async throws {
        let storage = AppStorage(directories: .temporaryForTest())
        try storage.disk.setObject("dev value", forKey: UniqueStorageKey(value: "greeting"))
        try Environments.setup(name: "prod")
        XCTAssertFalse(storage.disk.objectExists(forKey: UniqueStorageKey(value: "greeting")))
        try storage.disk.setObject("prod value", forKey: UniqueStorageKey(value: "greeting"))
        try Environments.setup(name: "dev")
        XCTAssertEqual(try storage.disk.object(forKey: UniqueStorageKey(value: "greeting")), "dev value")
    }

    func testStoresLiveUnderTheLaunchDirectoriesWithPrivateModes() async throws {
        let directories = StorageDirectories.temporaryForTest()
        let storage = AppStorage(directories: directories)
        XCTAssertNil(storage.openingError)
        XCTAssertEqual(storage.disk.directory, try directories.cache().appendingPathComponent("PersistentStorage"))
        XCTAssertEqual(storage.authKeychain.directory, try directories.data().appendingPathComponent("AuthKeychain"))
        let mode = try FileManager.default.attributesOfItem(atPath: storage.authKeychain.directory.path)[
            .posixPermissions]
        XCTAssertEqual((mode as? NSNumber)?.intValue, 0o700)
    }

    func testUnusableFoldersFallBackToATemporaryOneAndSaySo() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID())")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let storage = AppStorage(
            directories: StorageDirectories(appName: "example-tui", environment: ["HOME": file.path]))
        XCTAssertNotNil(storage.openingError)
        try storage.disk.setObject("kept", forKey: UniqueStorageKey(value: "k"))
        XCTAssertEqual(try storage.disk.object(forKey: UniqueStorageKey(value: "k")), "kept")
    }

    func testProdHasNoMocks() async throws {
        let (network, _, _) = try makeNetwork(environment: "prod")
        XCTAssertFalse(network.canMock)
        network.isMockEnabled = true
        XCTAssertFalse(network.isMockEnabled)
        let (dev, _, _) = try makeNetwork(environment: "dev")
        XCTAssertTrue(dev.canMock)
        XCTAssertTrue(dev.isMockEnabled)
    }

    func testProdNeverMocksEvenIfItsConfigurationAsks() async throws {
        let prod = try XCTUnwrap(Environments.files["prod"])
        let asking = prod.replacingOccurrences(of: "IS_MOCK_ENABLED = false", with: "IS_MOCK_ENABLED = true")
        XCTAssertNotEqual(asking, prod)
        let configuration = try Environments.setup(name: "prod", files: ["prod": asking])
        XCTAssertTrue(configuration.isMockEnabled)
        XCTAssertFalse(AppNetwork.mocksAllowed(by: configuration))
        let network = AppNetwork(
            configuration: configuration, storage: AppStorage(directories: .temporaryForTest()), clock: SystemClock(),
            logStore: .inMemory(), onLogout: {})
        XCTAssertFalse(network.canMock)
        XCTAssertFalse(network.isMockEnabled)
        XCTAssertTrue(AppNetwork.mocksAllowed(by: try Environments.checkConfiguration(name: "dev")))
    }

    func testAProfileResponseBecomesAModelWithARealDayOrIsUndecodable() async throws {
        let json = #"{"id": 7, "first_name": "Anna", "last_name": "Petrova", "email": "a@example.com", "#
        let response = try JSONDecoder().decode(
            ProfileResponse.self, from: Data((json + #""city": null, "member_since": "2024-02-29"}"#).utf8))
        let model = try ProfileModel(response: response)
        XCTAssertEqual(model.fullName, "Anna Petrova")
        XCTAssertEqual(model.memberSince, Date(timeIntervalSince1970: 1_709_164_800), "midnight UTC of the leap day")
        let language = Localization.language
        defer { Localization.language = language }
        Localization.language = .en
        XCTAssertEqual(ProfileViewItem(model: model).details, "a@example.com · member since 02.29.2024")
        for bad in ["2023-02-29", "2021-3-14", "14.03.2021", "2021-03-14T10:00:00Z", ""] {
            let response = try JSONDecoder().decode(
                ProfileResponse.self, from: Data((json + #""city": null, "member_since": "\#(bad)"}"#).utf8))
            XCTAssertThrowsError(try ProfileModel(response: response), bad) { error in
                guard case NetworkError.undecodable(let reason) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.contains("member_since"), reason)
            }
        }
    }

    func testTheFooterHintFollowsTheDebugPanelFlag() async throws {
        let pilot = try FrameRenderer.pilot(
            for: FrameRenderer.Request(
                route: .examples, size: Size(width: 80, height: 24),
                options: LaunchOptions(language: .en, directories: .temporaryForTest())))
        XCTAssertTrue(pilot.text.contains("Tab or 1-3 tabs · F12 logs · q quit"))
        let dev = try XCTUnwrap(Environments.files["dev"])
        let off = dev.replacingOccurrences(of: "IS_DEBUG_PANEL_ENABLED = true", with: "IS_DEBUG_PANEL_ENABLED = false")
        _ = try pilot.run { try Environments.setup(name: "dev", files: ["dev": off]) }
        pilot.redraw()
        XCTAssertTrue(pilot.text.contains("Tab or 1-3 tabs · q quit"), "the hotkey is gone, so is its hint")
        pilot.press(named: "f12")
        XCTAssertFalse(pilot.text.contains("Requests "), "and the key opens no panel")
        pilot.press(named: "2")
        XCTAssertTrue(pilot.text.contains("Component library"))
        XCTAssertFalse(pilot.text.contains("F12"), "the Components list says the same")
    }

    func testEveryEmbeddedMockIsValidJSON() async throws {
        XCTAssertEqual(
            Set(MockFiles.files.keys),
            [
                "ItemsPage2Response", "ItemsResponse", "LoginResponse", "ProfileResponse", "PushTokenResponse",
                "RefreshResponse",
            ])
        let mocks = MockConfiguration(files: MockFiles.files)
        for name in MockFiles.files.keys { XCTAssertNoThrow(try mocks.data(named: name), name) }
    }

    func testItemsRepositoryMapsTheResponseToModels() async throws {
        let (network, _, _) = try makeNetwork()
        let auth = AuthRepository(authService: network.authService, tokens: network.tokens)
        try await auth.login()
        let items = try await ItemsRepository(networkService: network.mobileService).loadItems()
        XCTAssertEqual(
            items.first, ExampleItemModel(id: "1", title: "Borscht with sour cream", subtitle: "Soups · 320 kcal"))
        XCTAssertEqual(items.count, 5)
        XCTAssertEqual(ExampleItemViewItem(model: items[0]).row.title, "Borscht with sour cream")
    }

    func testEveryRequestReachesTheLogStoreWithItsSecretsRedacted() async throws {
        let logStore = LogDatabase.inMemory()
        let (network, _, _) = try makeNetwork(logStore: logStore)
        try await AuthRepository(authService: network.authService, tokens: network.tokens).login()
        _ = try await ItemsRepository(networkService: network.mobileService).loadItems()

        let tasks = logStore.allRecords().compactMap { record -> NetworkTaskRecord? in
            if case .task(let task) = record { task } else { nil }
        }
        XCTAssertEqual(tasks.count, 2, "the login and the items, as the Network demo lists them")
        XCTAssertEqual(tasks.map(\.statusCode), [200, 200])
        XCTAssertTrue(tasks[1].url.contains("/api/v1/items"), tasks[1].url)
        XCTAssertEqual(tasks[1].responseHeaders["X-Mock"], "ItemsResponse", "mocked, and from which file")
        let authorization = try XCTUnwrap(tasks[1].requestHeaders["Authorization"])
        XCTAssertFalse(authorization.contains("mock-access-1"), authorization)
        let login = try XCTUnwrap(tasks[0].responseBody)
        XCTAssertFalse(login.contains("mock-access-1"), login)
        XCTAssertFalse(login.contains("mock-refresh-1"), login)
        // The Network demo's list gets the same requests.
        let filled = await waitUntil { network.activity.records.count == 2 }
        XCTAssertTrue(filled)
    }

    private func waitUntil(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    func testAnEnvironmentSwitchRebuildsTheNetworkLayerWhoseLogoutStillReachesTheApp() async throws {
        try Environments.setup(name: "dev")
        let options = LaunchOptions(language: .en, directories: .temporaryForTest())
        let settings = AppSettings(language: .en, theme: .dark, instance: .dev)
        let clock = ManualClock()
        let logStore = LogDatabase.inMemory()
        let window = Window(clock: clock)
        let dependencies = AppDependencies(
            settings: settings, clock: clock, directories: options.directories, platform: options.platform,
            window: window, logStore: logStore,
            services: { AppServices(options: options, logStore: logStore, send: $0) })
        let dev = dependencies.network
        XCTAssertTrue(dev.canMock)

        dependencies.rebuildNetworkIfEnvironmentChanged()
        XCTAssertTrue(dependencies.network === dev, "same environment, same services")

        try settings.switchEnvironment(to: .prod)
        dependencies.rebuildNetworkIfEnvironmentChanged()
        XCTAssertFalse(dependencies.network === dev)
        XCTAssertFalse(dependencies.network.canMock, "prod has no mocks")
        XCTAssertNil(window.toastPresenter.current)
        dependencies.network.onLogout()
        XCTAssertEqual(
            window.toastPresenter.current?.item.viewItem.message, R.string.app.logoutToast(), "the app's toast")
    }

    func testLoginSavesTheTokensInTheAuthKeychain() async throws {
        let (network, _, directories) = try makeNetwork()
        let auth = AuthRepository(authService: network.authService, tokens: network.tokens)
        XCTAssertFalse(auth.isLoggedIn)
        try await auth.login()
        let reopened = try KeychainStorageService<AuthTokens>(
            config: KeychainConfig(name: "AuthKeychain", directories: directories))
        XCTAssertEqual(
            try reopened.object(forKey: UniqueStorageKey(value: "authTokens")),
            AuthTokens(accessToken: "mock-access-1", refreshToken: "mock-refresh-1"))
        auth.logout()
        XCTAssertFalse(auth.isLoggedIn)
    }

    func testProfileRepositoryServesTheCacheUntilItExpires() async throws {
        let configuration = try Environments.setup(name: "dev")
        let now = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let directories = StorageDirectories.temporaryForTest()
        let storage = AppStorage(directories: directories, clock: StorageClock { now.withLock { $0 } })
        let network = AppNetwork(
            configuration: configuration, storage: storage, clock: SystemClock(), logStore: .inMemory(),
            onLogout: {})
        let auth = AuthRepository(authService: network.authService, tokens: network.tokens)
        try await auth.login()
        let recorder = network.activity
        let repository = ProfileRepository(networkService: network.mobileService, storage: storage.profileCache)

        let profile = try await repository.getProfile()
        XCTAssertEqual(profile.fullName, "Anna Petrova")
        let language = Localization.language
        defer { Localization.language = language }
        Localization.language = .en
        XCTAssertEqual(
            ProfileViewItem(model: profile).details, "anna.petrova@example.com · Kazan · member since 03.14.2021")
        Localization.language = .ru
        XCTAssertEqual(
            ProfileViewItem(model: profile).details, "anna.petrova@example.com · Kazan · с нами с 14.03.2021")
        Localization.language = .en
        XCTAssertEqual(repository.cachedProfile, profile)

        // Mocks off and nothing answering: the fresh cached copy is still served.
        network.isMockEnabled = false
        try Environments.setup(
            name: "dev",
            files: [
                "dev": try XCTUnwrap(Environments.files["dev"])
                    .replacingOccurrences(of: "http://127.0.0.1:8080/api/v1", with: "http://127.0.0.1:9/api/v1")
            ])
        let cached = try await repository.getProfile()
        XCTAssertEqual(cached, profile)

        // Expired: fetched again, which fails offline, and the expired copy is gone.
        now.withLock { $0 += 301 }
        do {
            _ = try await repository.getProfile()
            XCTFail("served an expired profile")
        } catch {
            guard case .offline = error as? NetworkError else { return XCTFail("got \(error)") }
        }
        XCTAssertNil(repository.cachedProfile)
        for _ in 0..<200 where recorder.records.count < 3 { await Task.yield() }
        XCTAssertEqual(recorder.records.map(\.statusCode), [200, 200, nil])
    }
}
