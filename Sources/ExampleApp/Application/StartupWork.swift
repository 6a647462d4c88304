/// Start-up work the main screen has to wait for: the launch screen shows while it runs,
/// and hands over as soon as it ends. Without any, the first frame is the main screen;
/// work that need not come first (stores, the instance socket, analytics) never goes here.
public struct StartupWork: Sendable {
    let run: @MainActor @Sendable () async -> Void

    public init(_ run: @escaping @MainActor @Sendable () async -> Void) {
        self.run = run
    }
}
