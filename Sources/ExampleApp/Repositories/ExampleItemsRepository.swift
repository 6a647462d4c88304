import TUICore

/// A fake feed source: each load waits on the app's clock, as a request would, then
/// returns the feed, or fails while it has been told to.
@MainActor
final class ExampleItemsRepository {
    /// How long a load takes.
    let loadDuration: Duration
    /// Loads that fail before the next one succeeds.
    var failingLoads: Int
    private let clock: any AppClock

    init(clock: any AppClock, loadDuration: Duration = .seconds(2), failingLoads: Int = 0) {
        self.clock = clock
        self.loadDuration = loadDuration
        self.failingLoads = failingLoads
    }

    func loadItems() async throws -> [ExampleItemModel] {
        await clock.sleep(for: loadDuration)
        try Task.checkCancellation()
        if failingLoads > 0 {
            failingLoads -= 1
            throw ExampleItemsError.serverUnavailable
        }
        return Self.feed()
    }

    private static func feed() -> [ExampleItemModel] {
        let strings = R.string.statesDemo.self
        return [
            ExampleItemModel(id: "standup", title: strings.itemStandupTitle(), subtitle: strings.itemStandupSubtitle()),
            ExampleItemModel(id: "review", title: strings.itemReviewTitle(), subtitle: strings.itemReviewSubtitle()),
            ExampleItemModel(id: "release", title: strings.itemReleaseTitle(), subtitle: strings.itemReleaseSubtitle()),
            ExampleItemModel(
                id: "snapshots", title: strings.itemSnapshotsTitle(), subtitle: strings.itemSnapshotsSubtitle()),
            ExampleItemModel(id: "lunch", title: strings.itemLunchTitle(), subtitle: strings.itemLunchSubtitle()),
            ExampleItemModel(id: "retro", title: strings.itemRetroTitle(), subtitle: strings.itemRetroSubtitle()),
            ExampleItemModel(id: "colors", title: strings.itemColorsTitle(), subtitle: strings.itemColorsSubtitle()),
            ExampleItemModel(
                id: "planning", title: strings.itemPlanningTitle(), subtitle: strings.itemPlanningSubtitle()),
        ]
    }
}
