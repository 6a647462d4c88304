import AppSupport
import Dates
import Foundation
import Network
import Observation
import Storage
import Utilities

/// Runs each utility on request and keeps its latest result for the screen; the lifecycle
/// events are logged as they arrive.
@MainActor
@Observable
final class UtilsDemoViewModel {
    enum Item: Int, CaseIterable {
        case haptics
        case vpn
        case jailbreak
        case fillWebCache
        case cleanWebCache
        case route
        case money
        case query
        case mapPlace
        case mapRoute
        case mail
        case editConfig
    }

    /// The team's address the mail row writes to.
    static let teamAddress = "team@example.com"

    var selection = ListSelection(count: Item.allCases.count)
    private(set) var hapticIndex = 0
    /// The kind Enter last played; nil before, or when haptics were off.
    private(set) var playedHaptic: HapticFeedbackType?
    private(set) var vpnInterfaces: [NetworkInterface] = []
    private(set) var jailbreakFindings: [JailbreakDetectionUtil.Finding] = []
    private(set) var webCacheContents: [WebCacheCleanerUtil.Removal] = []
    private(set) var lastClean: [WebCacheCleanerUtil.Removal]?
    private(set) var routeIndex = 0
    private(set) var moneyIndex = 0
    private(set) var queryIndex = 0
    private(set) var lifecycleLog: [String] = []
    private(set) var errorMessage: String?
    @ObservationIgnored private let dependencies: AppDependencies
    @ObservationIgnored private let lifecycleUtil: ApplicationLifecycleUtil
    /// Opens the map and mail rows' URLs outside the app; its status is their outcome.
    let links: LinkOpening
    /// The config row's last outcome: read, refused with the line, or the editor's failure.
    private(set) var configStatus: String? {
        // Said in full on the status line too: the row's value is cut at narrow widths.
        didSet { configStatus.map(links.report) }
    }

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.lifecycleUtil = ApplicationLifecycleUtil(lifecycle: dependencies.lifecycle)
        self.links = LinkOpening(dependencies: dependencies)
        lifecycleUtil.onApplicationWillResignActive = { [weak self] in
            self?.log(R.string.utilsDemo.lifecycleWillResignActive())
        }
        lifecycleUtil.onApplicationWillEnterForeground = { [weak self] in
            self?.log(R.string.utilsDemo.lifecycleWillEnterForeground())
        }
        lifecycleUtil.onApplicationDidBecomeActive = { [weak self] in
            self?.log(R.string.utilsDemo.lifecycleDidBecomeActive())
        }
    }

    func onViewDidLoad() {
        checkVPN()
        checkJailbreak()
        if let folders = webFolders() {
            webCacheContents = WebCacheCleanerUtil(cacheDirectory: folders.cache, dataDirectory: folders.data)
                .contents()
        }
    }

    var hapticType: HapticFeedbackType { HapticFeedbackType.allCases[hapticIndex] }
    var hapticsEnabled: Bool { dependencies.settings.hapticsEnabled }
    private var haptics: any HapticFeedbackGenerating { dependencies.haptics }
    var route: (UtilsDemoSamples.Place, UtilsDemoSamples.Place) { UtilsDemoSamples.routes[routeIndex] }
    var money: MoneyModel { UtilsDemoSamples.money[moneyIndex] }
    var querySample: String { UtilsDemoSamples.queries[queryIndex].label }
    /// Built live from the sample, as a request's query is.
    var queryString: String { QueryStringBuilder.build(UtilsDemoSamples.queries[queryIndex].parameters) }
    var locale: Locale { dependencies.settings.language.locale }

    var routeDistance: String {
        let meters = RouteMeasurer.calculateDistance(between: route.0.coordinate, and: route.1.coordinate)
        return RouteMeasurer.formatDistance(meters, locale: locale)
    }

    var lifecycleState: ApplicationLifecycle.State { dependencies.lifecycle.state }

    /// Runs the row's utility.
    func activate(_ index: Int) {
        guard let item = Item(rawValue: index) else { return }
        errorMessage = nil
        switch item {
        case .haptics:
            haptics.generate(hapticType)
            playedHaptic = hapticsEnabled ? hapticType : nil
        case .vpn:
            checkVPN()
        case .jailbreak:
            checkJailbreak()
        case .fillWebCache:
            fillWebCache()
        case .cleanWebCache:
            cleanWebCache()
        case .route:
            cycle(.route, forward: true)
        case .money:
            cycle(.money, forward: true)
        case .query:
            cycle(.query, forward: true)
        case .mapPlace:
            links.open(mapPlaceURI)
        case .mapRoute:
            links.openDirectly(mapRouteURL)
        case .mail:
            links.openDirectly(mailURL, variable: "MAILER")
        case .editConfig:
            editConfig()
        }
    }

    /// The route's destination as a `geo:` URI (it asks first: not http).
    var mapPlaceURI: String { MapRoutingService.geoURI(for: route.1.coordinate, label: route.1.name()) }
    /// The route on OpenStreetMap.
    var mapRouteURL: String {
        MapRoutingService.openStreetMapRouteURL(from: route.0.coordinate, to: route.1.coordinate)
    }
    var mailURL: String {
        MailSender.composeURL(
            to: [Self.teamAddress], subject: R.string.utilsDemo.mailSubject(), body: R.string.utilsDemo.mailBody())
    }

    /// The config file, under the XDG config folder (made with its template when missing).
    func configFile() throws -> URL {
        let folder = try dependencies.directories.config()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("settings.conf")
        if !FileManager.default.fileExists(atPath: file.path) {
            try ConfigFile.template.write(to: file, atomically: true, encoding: .utf8)
        }
        return file
    }

    /// Opens the config file in `$VISUAL`/`$EDITOR` with the terminal handed over, then reads
    /// it again and says what it holds, or the first bad line.
    private func editConfig() {
        let editor = ConfigEditor(environment: dependencies.platform.environment, launcher: dependencies.launcher)
        let file: URL
        do {
            file = try configFile()
        } catch {
            configStatus = R.string.utilsDemo.configEditorFailed(String(describing: error))
            return
        }
        let outcome = EditorOutcome()
        dependencies.runOutsideTerminal {
            do {
                outcome.set(.success(try editor.edit(file)))
            } catch {
                outcome.set(.failure(error))
            }
        }
        switch outcome.value {
        case .failure(let error):
            configStatus = R.string.utilsDemo.configEditorFailed(LinkOpening.describe(error))
        case .success(let status) where status != 0:
            configStatus = R.string.utilsDemo.configEditorStatus(Int(status))
        default:
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            switch ConfigFile.parse(text) {
            case .success(let config):
                configStatus = R.string.utilsDemo.configRead(
                    config.values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            case .failure(let problem):
                configStatus = R.string.utilsDemo.configBad(problem.line, problem.message)
            }
        }
    }

    func activateSelected() {
        activate(selection.selectedIndex)
    }

    /// ← → on a row with choices: the haptic kind, the route, the amount, the parameters.
    func cycleSelected(forward: Bool) -> Bool {
        guard let item = Item(rawValue: selection.selectedIndex) else { return false }
        return cycle(item, forward: forward)
    }

    @discardableResult
    private func cycle(_ item: Item, forward: Bool) -> Bool {
        func step(_ value: Int, count: Int) -> Int { (value + (forward ? 1 : count - 1)) % count }
        switch item {
        case .haptics: hapticIndex = step(hapticIndex, count: HapticFeedbackType.allCases.count)
        case .route: routeIndex = step(routeIndex, count: UtilsDemoSamples.routes.count)
        case .money: moneyIndex = step(moneyIndex, count: UtilsDemoSamples.money.count)
        case .query: queryIndex = step(queryIndex, count: UtilsDemoSamples.queries.count)
        default: return false
        }
        return true
    }

    /// The app's web stores, or nil (with the reason shown) when there is no home.
    private func webFolders() -> (cache: URL, data: URL)? {
        do {
            return (try dependencies.directories.cache(), try dependencies.directories.data())
        } catch {
            errorMessage = R.string.utilsDemo.errorNoHome()
            return nil
        }
    }

    private func checkVPN() {
        vpnInterfaces = VPNDetectionUtil(interfaces: dependencies.platform.interfaces).activeVPNInterfaces()
    }

    private func checkJailbreak() {
        let platform = dependencies.platform
        jailbreakFindings =
            JailbreakDetectionUtil(
                realUserID: platform.realUserID, effectiveUserID: platform.effectiveUserID,
                environment: platform.environment
            ).findings
    }

    private func fillWebCache() {
        guard let folders = webFolders() else { return }
        do {
            try UtilsDemoSamples.fillWebCache(cacheDirectory: folders.cache, dataDirectory: folders.data)
        } catch {
            errorMessage = R.string.utilsDemo.errorFill(String(describing: error))
        }
        webCacheContents = WebCacheCleanerUtil(cacheDirectory: folders.cache, dataDirectory: folders.data).contents()
        lastClean = nil
    }

    private func cleanWebCache() {
        guard let folders = webFolders() else { return }
        let cleaner = WebCacheCleanerUtil(cacheDirectory: folders.cache, dataDirectory: folders.data)
        do {
            lastClean = try cleaner.clean()
            haptics.generate(.notification(.success))
        } catch {
            errorMessage = R.string.utilsDemo.errorClean(String(describing: error))
            haptics.generate(.notification(.error))
        }
        webCacheContents = cleaner.contents()
    }

    /// The editor's result, set on the thread that ran it and read after it returned.
    private final class EditorOutcome: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Int32, any Error>?

        func set(_ result: Result<Int32, any Error>) { lock.withLock { self.result = result } }
        var value: Result<Int32, any Error>? { lock.withLock { result } }
    }

    private func log(_ event: String) {
        let dates = DateService(locale: Locale(identifier: "en_US_POSIX"), timeZone: dependencies.platform.timeZone)
        lifecycleLog.append("\(dates.string(from: dependencies.now, pattern: "HH:mm:ss"))  \(event)")
    }
}
