import Analytics
import Foundation
import Push
import Utilities

// The Swift examples of analytics.md's delivery section and utilities.md's "Reaching
// outside" section, compiled (DocumentationCodeTests checks each region is the page's
// code block). Nothing here runs.

enum OutsideExamples {
    @MainActor
    static func delivery(stateDirectory: URL, settings: AppSettingsStandIn) {
        // docs: analytics.md
        let http = HTTPAnalyticsProvider(
            collectorURL: URL(string: "https://collector.example.com/v1/events")!,
            queueURL: stateDirectory.appendingPathComponent("analytics-queue/queue.json"),  // 0600 in 0700
            batchSize: 20, capacity: 10_000, baseDelay: .seconds(1), maximumDelay: .seconds(300),
            isAllowed: { settings.shareAnalytics })  // Settings → Share analytics
        AnalyticsService.shared.configure(providers: [http])
        AnalyticsService.shared.report(
            event: .buttonTap,
            params: [.title: "Retry", .screen: .integer(3), .source: .boolean(true), .url: .date(Date())])
        // docs: end
    }

    static func outside(environment: [String: String], file: URL) throws {
        // docs: utilities.md
        let opener = URLOpener(appScheme: "exampletui", environment: environment)
        switch opener.decide("https://example.com") {
        case .open(let url): try opener.launch(url)  // $BROWSER or xdg-open, found on PATH
        case .confirm, .routeInApp, .copy, .refuse: break  // ask; route inside; copy (no display); say why
        }
        try MailSender(opener: opener).compose(to: ["team@example.com"], subject: "Hi", body: "Line 1\nLine 2")
        let route = MapRoutingService.openStreetMapRouteURL(
            from: Coordinate(latitude: 55.7558, longitude: 37.6173),
            to: Coordinate(latitude: 59.9343, longitude: 30.3351))
        try opener.launch(route)
        let status = try ConfigEditor(environment: environment).edit(file)  // $VISUAL, $EDITOR, vi; waits
        if status == 0, case .failure(let problem) = ConfigFile.parse(try String(contentsOf: file, encoding: .utf8)) {
            print("line \(problem.line): \(problem.message)")
        }
        // docs: end
    }
}

extension OutsideExamples {
    @MainActor
    static func desktop(environment: [String: String], pushService: PushService, payload: PushPayloadModel) async {
        // docs: push.md
        let desktop = DesktopNotificationService(
            appName: "example-tui", busAddress: environment["DBUS_SESSION_BUS_ADDRESS"], timeout: .seconds(2))
        desktop.onOpen = { payload in pushService.open(payload) }  // the user clicked "Open"
        do {
            let id = try await desktop.notify(payload, actionLabel: "Open")
            print("shown as notification \(id)")
        } catch {
            print(error)  // .unavailable(reason), .noService, .timedOut(2 s), .failed(reason)
        }
        // docs: end
    }

    @MainActor
    static func channel(tokens: PushTokenRepository, pushService: PushService) {
        // docs: push.md
        let channel = PushChannel(
            url: URL(string: "https://api.example.com/push/v1/events")!, deviceToken: { try? tokens.token() })
        channel.onPush = { payload, eventId in pushService.receive(payload) }
        channel.start()  // channel.state: .connecting, .connected, .reconnecting(delay:reason:); channel.stop()
        // docs: end
    }
}

/// What the example reads of the app's settings.
@MainActor
final class AppSettingsStandIn {
    var shareAnalytics = true
}
