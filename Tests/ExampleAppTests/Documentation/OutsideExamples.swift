import Analytics
import Foundation
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

/// What the example reads of the app's settings.
@MainActor
final class AppSettingsStandIn {
    var shareAnalytics = true
}
