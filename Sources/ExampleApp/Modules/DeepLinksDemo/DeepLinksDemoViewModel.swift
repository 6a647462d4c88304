import AppSupport
import DeepLinks
import Observation

/// The deeplinks demo: sample links opened through `DeepLinkService` as if they came from
/// outside, the socket `example-tui open` reaches, and the service's history.
@MainActor
@Observable
final class DeepLinksDemoViewModel {
    /// A link to try, with what it should do.
    struct SampleLink: Equatable {
        let url: String
        let isValid: Bool
    }

    static let samples: [SampleLink] = [
        SampleLink(url: "exampletui://settings", isValid: true),
        SampleLink(url: "exampletui://examples/toasts", isValid: true),
        SampleLink(url: "exampletui://examples/push", isValid: true),
        SampleLink(url: "exampletui://examples/no-such-demo", isValid: false),
        SampleLink(url: "https://example.com/settings", isValid: false),
    ]

    /// A row of the list: the link and what it should do.
    struct LinkItem: Equatable {
        let url: String
        let value: String
    }

    var selection = ListSelection(count: samples.count)
    @ObservationIgnored private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    var socketLine: String {
        guard let server = services.instanceServer else { return R.string.deepLinksDemo.socketNone() }
        return R.string.deepLinksDemo.socket(server.path)
    }

    var linkItems: [LinkItem] {
        Self.samples.map { LinkItem(url: $0.url, value: value(of: $0)) }
    }

    func value(of sample: SampleLink) -> String {
        if sample.isValid { return R.string.deepLinksDemo.valueOpen() }
        return sample.url.hasPrefix(AppRoute.scheme + "://")
            ? R.string.deepLinksDemo.valueUnknown() : R.string.deepLinksDemo.valueMalformed()
    }

    /// The service's latest links first (observed: a new link redraws).
    var history: [DeepLinkRecord] {
        services.deepLinks.history
    }

    func open(at index: Int) {
        guard Self.samples.indices.contains(index) else { return }
        services.deepLinks.receive(url: Self.samples[index].url, source: "demo")
    }

    func openSelected() {
        open(at: selection.selectedIndex)
    }
}
