import TUIKit

/// Renders the frame a route shows, with no terminal: starts the app on a virtual
/// terminal with a manual clock, opens the route, replays keys and advances the clock.
/// `example-tui render` prints its text; tests use it too.
@MainActor
public enum FrameRenderer {
    public struct Request: Sendable {
        public var route: AppRoute
        public var size: Size
        public var options: LaunchOptions
        public var keys: [KeyEvent]
        public var after: Duration
        public var colorDepth: ColorDepth
        public var unicode: Bool
        /// Whether each record logged is in the store before the call that logged it returns
        /// (true: a frame shows every record logged before it, however loaded the machine).
        /// A benchmark sets false to time the app as it runs, its log written in batches off
        /// the main actor.
        public var writesLogsBeforeReturning = true

        public init(
            route: AppRoute,
            size: Size = Size(width: 80, height: 24),
            options: LaunchOptions,
            keys: [KeyEvent] = [],
            after: Duration = .zero,
            colorDepth: ColorDepth = .trueColor,
            unicode: Bool = true
        ) {
            self.route = route
            self.size = size
            self.options = options
            self.keys = keys
            self.after = after
            self.colorDepth = colorDepth
            self.unicode = unicode
        }
    }

    /// Where the app's clock starts. Routes used to open 600 ms into the app's time, after a
    /// launch screen of fixed length; the frames rendered (and the snapshot references) keep
    /// that time, so animations, loads and log times keep their phases.
    public static let startTime: Duration = .milliseconds(600)

    /// A pilot on the app at `route` (without start-up work the first frame is the main screen).
    public static func pilot(for request: Request) throws(ConfigurationError) -> Pilot {
        var options = request.options
        options.route = request.route
        let pilot = try pilot(
            options: options, size: request.size, colorDepth: request.colorDepth, unicode: request.unicode,
            writesLogsBeforeReturning: request.writesLogsBeforeReturning)
        pilot.press(request.keys)
        if request.after > .zero { pilot.advance(by: request.after) }
        return pilot
    }

    /// A pilot on the app started with `options` (its route among them, or none for the main
    /// screen) on a virtual terminal of `size`, its clock at `startTime`: a replayed
    /// recording's app (`assertReplay`) as well as a rendered route's.
    public static func pilot(
        options: LaunchOptions, size: Size, colorDepth: ColorDepth = .trueColor, unicode: Bool = true,
        writesLogsBeforeReturning: Bool = true
    ) throws(ConfigurationError) -> Pilot {
        // Set before the app starts its first load, so that load runs on the main queue too.
        let context = AppContext()
        context.preferredExecutor = MainQueueTaskExecutor.shared
        let clock = ManualClock()
        clock.advance(by: startTime)
        var options = options
        options.logStoreConfiguration.writesBeforeReturning = writesLogsBeforeReturning
        let application = try ExampleApplication(options: options, clock: clock, context: context)
        let terminal = VirtualTerminal(size: size, colorDepth: colorDepth, supportsUnicode: unicode)
        return Pilot(window: application.window, terminal: terminal, clock: clock)
    }

    /// The frame after the route, the keys and `after`, with async work (loads that
    /// sleep on the clock) settled along the way, as `example-tui render` prints it.
    public static func render(_ request: Request) async throws(ConfigurationError) -> Canvas {
        var immediate = request
        immediate.after = .zero
        let pilot = try pilot(for: immediate)
        await pilot.wait(for: request.after)
        return pilot.frame
    }

    /// The frame as a picture in `theme`'s colours (`render --format svg`, `make docs-images`).
    public static func svg(of frame: Canvas, theme: Theme) -> String {
        SVGFrameWriter(
            defaultForeground: R.color.text.primary.color(for: theme),
            defaultBackground: R.color.background.primary.color(for: theme)
        ).write(frame)
    }
}
