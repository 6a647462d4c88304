import Analytics
import AppSupport
import Observation

/// The analytics demo: two events to report and, per provider, the events it received and
/// the ones its `shouldReport` filtered out, from the app's live delivery log.
@MainActor
@Observable
final class AnalyticsDemoViewModel {
    enum Action: CaseIterable {
        case buttonTap
        case ping
    }

    /// One provider's column.
    struct ProviderColumn: Equatable {
        let title: String
        let received: Int
        let filtered: Int
        /// The latest first.
        let deliveries: [AnalyticsDelivery]
    }

    /// A row of the list: an action's title and what it reports.
    struct ActionItem: Equatable {
        let title: String
        let value: String
    }

    var selection = ListSelection(count: Action.allCases.count)
    @ObservationIgnored private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    var actions: [Action] { Action.allCases }

    var actionItems: [ActionItem] {
        actions.map { ActionItem(title: title(of: $0), value: value(of: $0)) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .buttonTap: R.string.analyticsDemo.actionButton()
        case .ping: R.string.analyticsDemo.actionPing()
        }
    }

    func value(of action: Action) -> String {
        switch action {
        case .buttonTap: R.string.analyticsDemo.valueButton()
        case .ping: R.string.analyticsDemo.valuePing()
        }
    }

    var columns: [ProviderColumn] {
        let log = services.analytics.deliveries
        return services.analytics.providers.map { provider in
            let deliveries = log.filter { $0.provider == provider.name }
            let received = deliveries.filter(\.isReported).count
            return ProviderColumn(
                title: title(of: provider), received: received, filtered: deliveries.count - received,
                deliveries: deliveries)
        }
    }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        switch actions[index] {
        case .buttonTap:
            services.analytics.report(
                event: .buttonTap,
                params: [.screen: "AnalyticsDemo", .title: .string(R.string.analyticsDemo.actionButton())])
        case .ping:
            services.analytics.report(event: .demoPing, params: [.screen: "AnalyticsDemo", .source: "demo"])
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    /// `button_tap  screen=AnalyticsDemo title=…`, parameters sorted by key.
    static func line(of delivery: AnalyticsDelivery) -> String {
        let params = delivery.params.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }
        return ([delivery.event.rawValue] + params).joined(separator: " ")
    }

    private func title(of provider: any AnalyticsProvider) -> String {
        switch provider {
        case is LogAnalyticsProvider: return R.string.analyticsDemo.providerLog()
        case let file as FileAnalyticsProvider:
            return R.string.analyticsDemo.providerFile(file.fileURL.lastPathComponent)
        default: return R.string.analyticsDemo.providerOther(provider.name)
        }
    }
}
