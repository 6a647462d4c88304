import Analytics
import AppSupport
import Dates
import DeepLinks
import EventBus
import Foundation
import Logs
import Network
import Observation
import Push
import Storage
import TUIKit
import Utilities

@testable import ExampleApp

// The Swift examples of the services' pages in docs/, compiled (DocumentationCodeTests
// checks each `// docs:` region is the page's code block). Nothing here runs.

enum ResourceExamples {
    @MainActor
    static func resources() -> [Any] {
        [
            // docs: resources.md
            R.string.examples.examplesTitle(),  // "Library of ready solutions" / "Библиотека готовых решений"
            R.string.common.terminalTooSmallMessage(40, 12, 30, 8),
            R.color.icons.primary,  // ColorSet(light:dark:)
            R.image.ic24.home,  // Icon(glyph: "⌂", ascii: "H")
            R.font.heading.primary,  // TextStyle([.bold])
            // docs: end
        ]
    }
}

enum StorageExamples {
    struct City: Codable, Sendable { let name: String }
    struct HomeData: Codable, Sendable { let items: [String] }
    struct Profile: Codable, Sendable { let name: String }
    struct Draft: Codable, Sendable { let text: String }

    static func stores(
        directories: StorageDirectories, data: HomeData, homeKey: UniqueStorageKey<String>, draft: Draft,
        token: Data, pin: String
    ) throws {
        // docs: storage.md
        typealias UniqueKey = UniqueStorageKey<String>
        let profileKey = UniqueKey(value: "profile", instance: Environments.instance.rawValue)

        let cities = RamMemoryStorageService<UniqueKey, [City]>(config: MemoryConfig(countLimit: 100))
        let homeData = try DiskStorageService<UniqueKey, HomeData>(  // JSON files, 50 MB, LRU
            config: DiskStorageConfig(directories: directories))
        let profiles = try KeychainStorageService<Profile>(  // the Secret Service, or encrypted files
            config: KeychainConfig(directories: directories))
        try homeData.setObject(data, forKey: homeKey, expiry: .seconds(300))

        try LocalStorage(directories: directories).store(object: draft, as: "draft")  // one Codable per file
        let secrets = try KeychainStorageService<Data>(
            config: KeychainConfig(name: "Secrets", directories: directories))
        let box = PinCryptoBox(
            secureStore: KeychainSecureStore(keychain: secrets, instance: "prod"), appName: directories.appName)
        try box.encrypt(data: token, auth: pin)  // decrypt(auth:) throws .wrongPin
        // docs: end
        _ = (profileKey, cities, profiles)
    }
}

extension Log {
    // docs: logs.md
    static var deeplinkService: Log { Log(subsystem: subsystem, category: "DeeplinkService") }
    // docs: end
}

enum LogExamples {
    static func log(error: any Error, url: String) {
        // docs: logs.md
        Log.network.error(logEntry: .text("Refresh failed: \(error)"))
        Log.deeplinkService.debug(logEntry: .detailed("Received deeplink", ["url": url, "source": "push"]))
        // docs: end
    }

    @MainActor
    static func store(
        directories: StorageDirectories, start: Date, reloadRows: @escaping @MainActor @Sendable () -> Void
    )
        throws -> (LogStoreObservation, Data)
    {
        // docs: logs.md
        let store = try LogDatabase(directory: directories.state().appendingPathComponent("logs"))
        store.record(
            task: NetworkTaskRecord(
                date: start, method: "POST", url: "https://api.example.com/login?api_key=k", statusCode: 401,
                duration: 0.09, requestHeaders: ["Authorization": "Bearer …"], requestBody: #"{"password":"…"}"#))
        let observation = store.observe { reloadRows() }  // on the main actor, once per batch written
        store.flush()  // writes are batched off the caller's thread; this waits for them
        // HAR 1.2; LogExporter.text(_:) for people. LogQuery(session: store.session.id): this launch's only
        let har = LogExporter.har(store.records(LogQuery()), creatorName: "example-tui")
        // docs: end
        return (observation, har)
    }

    @MainActor
    static func inspection(
        dependencies: AppDependencies, memory: any StorageInspectable, disk: any StorageInspectable,
        keychain: any StorageInspectable
    ) -> [StorageInspectionEntry] {
        // docs: logs.md
        dependencies.addSampleStores([memory, disk, keychain])  // any StorageInspectable
        return disk.inspectionEntries()  // [StorageInspectionEntry(key: "home-feed", expiresAt: …, size: 1_398)]
        // docs: end
    }
}

enum NetworkExamples {
    // docs: network.md
    enum ItemsApi: MockableMobileApiTarget {
        case items(page: Int)

        var baseURL: URL { URL(string: Environments.mobileApiUrl)! }  // MOBILE_API_URL
        var path: String { "items" }
        var method: HTTPMethod { .get }
        var task: RequestTask {  // or .requestJSONEncodable(body)
            switch self {
            case .items(let page): .requestParameters(["page": page])
            }
        }
        var isMockEnabled: Bool { true }
        func getMockFileName() -> String? { "ItemsResponse" }  // Mock/ItemsResponse.json
    }
    // docs: end

    static func service(
        keychain: any Storable<UniqueStorageKey<String>, AuthTokens>, authService: BaseNetworkService<AuthApi>,
        recorder: any NetworkRequestRecorder, clock: any AppClock & Sendable,
        logOut: @escaping @Sendable () -> Void
    ) async throws -> ItemsResponse {
        // docs: network.md
        let tokens = AuthTokenStore(storage: keychain, key: UniqueStorageKey(value: "authTokens")) { refresh in
            try await authService.request(target: AuthApi.refresh(refreshToken: refresh))  // saved in the keychain
        }
        let mobileService = BaseNetworkService<ItemsApi>(
            plugins: [AccessTokenPlugin(accessTokenProvider: tokens), NetworkLoggerPlugin(recorder: recorder)],
            tokenRefreshProvider: tokens,
            mocks: MockConfiguration(files: MockFiles.files, sleep: { await clock.sleep(for: $0) })
        )
        mobileService.onTokenRefreshFailed = { logOut() }  // the tokens are already cleared
        let page: ItemsResponse = try await mobileService.request(target: .items(page: 1))
        // docs: end
        return page
    }
}

enum AnalyticsExamples {
    @MainActor
    static func analytics(stateDirectory: URL) {
        // docs: analytics.md
        AnalyticsService.shared.configure(providers: [
            LogAnalyticsProvider(excluded: [.demoPing]),  // swift-log "analytics": the log store
            FileAnalyticsProvider(
                fileURL: stateDirectory.appendingPathComponent("analytics.jsonl"),
                excluded: [.screenView]),  // one JSON object per line
        ])
        AnalyticsService.shared.report(event: .buttonTap, params: [.screen: "Profile", .title: "Retry"])
        // docs: end
    }
}

enum DeepLinkExamples {
    @MainActor
    static func deepLinks(
        launchURL: String?, instanceServer: InstanceSocketServer?, tabBar: CustomTabBarController,
        router: MainTabBarDeepLinkRouter
    ) -> DeepLinkService<DeepLink> {
        // docs: deeplinks.md
        let deepLinks = DeepLinkService<DeepLink>(parse: { try DeepLink(url: $0) })
        deepLinks.configure(
            launchOptions: DeepLinkLaunchOptions(url: launchURL),
            providers: [URLSchemeDeepLinkProvider(server: instanceServer)])
        deepLinks.onDeeplinkReceived = { link in
            switch link {
            case .settings: tabBar.selectTab(index: MainTab.settings.rawValue)
            default: router.open(link)  // the examples, components and the debug panel
            }
        }
        // docs: end
        return deepLinks
    }
}

enum PushExamples {
    @MainActor
    static func push(pushService: PushService, deepLinks: DeepLinkService<DeepLink>, directories: StorageDirectories)
        async throws -> (Bool, String)
    {
        // docs: push.md
        pushService.onPushReceive = { payload in
            if let link = payload.deeplink { deepLinks.receive(url: link, source: "push") }
        }
        let allowed = await pushService.requestAuthorization(options: [.alert, .sound, .badge])

        let keychain = try KeychainStorageService<String>(config: KeychainConfig(directories: directories))
        let tokens = PushTokenRepository(store: keychain, instance: "dev")
        let token = try tokens.token()  // 64 hex digits, generated once, kept in the keychain store
        // docs: end
        return (allowed, token)
    }
}

enum UtilityExamples {
    @MainActor
    @Observable
    final class ProfileViewModel {
        var profile: ProfileNameModel?

        // docs: utilities.md
        func subscribe(registry: EventBusRegistry) {  // the screen that shows the profile
            EventBus<ProfileUpdatedEvent>(registry: registry).subscribeOnMainActor(owner: self) { viewModel, event in
                viewModel.profile = event.profile
            }
        }
        // docs: end
    }

    static func announce(registry: EventBusRegistry, saved: ProfileNameModel) {
        // docs: utilities.md
        // The repository, once the server saved it:
        EventBus<ProfileUpdatedEvent>(registry: registry).send(event: ProfileUpdatedEvent(profile: saved))
        // docs: end
    }

    static func dates(zone: TimeZone, clockNow: Date, messageDate: Date, january31: Date) -> [String] {
        // docs: utilities.md
        let dates = DateService(locale: Locale(identifier: "ru_RU"), timeZone: zone, now: { clockNow })
        let day = dates.convert(date: messageDate, format: .day)  // «Сегодня», «Вчера», «11 ноября»
        let dayTime = dates.convert(date: messageDate, format: .dayTimeDot)  // «Вчера • 18:00»
        let february = DateRangeService(timeZone: zone).addMonthsToDate(count: 1, date: january31)  // February 28
        let word = WordDeclinationSelector.declineWord(for: 21, from: WordDeclensions("день", "дня", "дней"))  // «день»
        // docs: end
        return [day, dayTime, february.description, word]
    }

    @MainActor
    final class PlayerViewModel {
        var lifecycleUtil: ApplicationLifecycleUtil?
        private(set) var isPaused = false

        func pause() { isPaused = true }

        func utilities(
            window: Window, environment: [String: String], cache: URL, data: URL, moscow: Coordinate,
            kazan: Coordinate, ru: Locale
        ) throws -> [Any] {
            // docs: utilities.md
            window.haptics.generate(.notification(.success))
            HapticFeedbackGenerator.generate(.selection)  // the template's static call: the running app's
            lifecycleUtil = ApplicationLifecycleUtil(lifecycle: window.lifecycle)
            lifecycleUtil?.onApplicationWillResignActive = { [weak self] in self?.pause() }
            let vpn = VPNDetectionUtil().activeVPNInterfaces()  // [wg0]
            let isBright = JailbreakDetectionUtil.current(environment: environment).isBright
            let removed = try WebCacheCleanerUtil(cacheDirectory: cache, dataDirectory: data).clean()
            let distance = RouteMeasurer.formatDistance(
                RouteMeasurer.calculateDistance(between: moscow, and: kazan), locale: ru)  // «718 км»
            let money = MoneyModel(decimal: 10, digit: 9).asString()  // "10.09"
            let amount = MoneyModel(amount: 1234567.5, currencyCode: "RUB").formatted(locale: ru)  // «1 234 567,50 ₽»
            // docs: end
            return [vpn, isBright, removed, distance, money, amount]
        }
    }
}
