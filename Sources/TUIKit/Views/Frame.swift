import TUICore

/// One frame being drawn: the canvas views write, and what drawing leaves behind besides
/// cells (where clicks, drags and wheel turns go, the overlays to draw on top, the key
/// bindings in force, when the next frame is due). What a view reads while it draws (the
/// theme, colours, words, size class, time) is its read-only `context`.
///
/// It is the one drawing contract: views, screens and overlays all draw through a frame,
/// and a container draws a child with `frame.render(child, in: area)` (Ratatui's
/// `Frame::render_widget`).
@MainActor
public final class Frame {
    /// The cells of this frame. Views write through it; the frame is never shared across
    /// threads, so the property skips the runtime's exclusivity checks on each cell.
    @exclusivity(unchecked) public var canvas: Canvas
    /// What a view reads while it draws; containers change only its `environment`, for
    /// their content.
    public let context: RenderContext
    /// Where clicks, drags and wheel turns go, in drawing order.
    private var hits = HitRegions()
    private var overlays: [any Overlay] = []
    /// When the next frame is needed for an animation, if any view asked.
    private(set) var nextFrame: Duration?
    /// The key bindings in force while this part of the frame is drawn, most specific
    /// first: the front screen's chain, or an overlay's while it draws its content.
    /// `KeyHintsView()` shows them.
    /// Made on first use: most frames draw no hint line.
    public var keyBindings: [KeyBinding] {
        if let chain { return chain }
        let made = keyBindingsSource?() ?? []
        chain = made
        return made
    }
    /// Where `keyBindings` comes from; setting it forgets the chain made so far.
    var keyBindingsSource: (@MainActor () -> [KeyBinding])? {
        didSet { chain = nil }
    }
    private var chain: [KeyBinding]?

    /// Runs `draw` with the chain in force made by `make` from the chain around it (a split
    /// view's other column, a screen a transition moves): `around` is made once however
    /// often the chains inside read it, and stays made for the rest of the frame. Each chain
    /// gathers every screen's bindings, so a frame that made it once a hint line made it
    /// three times on a wide screen.
    func withKeyBindings<Result>(
        _ make: @escaping @MainActor (_ around: () -> [KeyBinding]) -> [KeyBinding],
        draw: () -> Result
    ) -> Result {
        let outer = keyBindingsSource
        let around = ChainAround(made: chain, source: outer)
        keyBindingsSource = { make { around.chain } }
        defer {
            keyBindingsSource = outer
            chain = around.made
        }
        return draw()
    }
    /// The front screen's content area, recorded by the screen that draws it.
    public internal(set) var contentArea: Rect = .zero
    /// State views keep between frames (the role of SwiftUI's `@State`: an alert's focus, an
    /// eased value), by a key that names the view: what the last frame's views asked for,
    /// which the window hands on.
    var keptStates: [AnyHashable: AnyObject] = [:]
    /// The states this frame's views asked for: the ones the next frame keeps. State no view
    /// asks for in a frame is dropped, so a view that disappears and shows again starts afresh.
    private(set) var usedStates: [AnyHashable: AnyObject] = [:]

    /// What this frame's views asked the screen-reader mode to say (`announce`).
    public private(set) var announcements: [Announcement] = []

    /// How often animations redraw: 30 frames a second.
    public static let frameInterval: Duration = .milliseconds(33)

    /// A frame of `canvas`, drawn with `context`.
    public init(canvas: Canvas, context: RenderContext) {
        self.canvas = canvas
        self.context = context
    }

    /// A frame of `canvas` in `theme`, with the size class of the canvas's size.
    public convenience init(
        canvas: Canvas,
        theme: Theme,
        colors: ThemeColors = .standard,
        unicode: Bool = true,
        now: Duration = .zero,
        strings: ToolkitStrings = ToolkitStrings(),
        reducesMotion: Bool = false,
        screenReader: Bool = false
    ) {
        self.init(
            canvas: canvas,
            context: RenderContext(
                theme: theme, colors: colors, strings: strings, sizeClass: canvas.size.sizeClass, unicode: unicode,
                now: now, reducesMotion: reducesMotion || screenReader, screenReader: screenReader))
    }

    /// The size of the whole frame.
    public var bounds: Rect { canvas.bounds }

    /// Draws `view` into `area` of this frame.
    public func render(_ view: some View, in area: Rect) {
        view.render(in: area, frame: self)
    }

    /// Draws `draw` onto a canvas of its own and returns it: blank and `size` big, or a
    /// copy of the cells of `area` when one is given. Hit regions registered meanwhile are kept,
    /// for the caller to move where the canvas is shown (`moveHitRegions`).
    public func offscreen(size: Size, copying area: Rect? = nil, _ draw: (Frame) -> Void) -> Canvas {
        var scratch = Canvas(size: size)
        if let area {
            for y in 0..<size.height {
                for x in 0..<size.width { scratch[x, y] = canvas[safe: area.x + x, area.y + y] ?? .blank }
            }
        }
        return offscreen(onto: scratch, draw)
    }

    /// Draws `draw` onto a copy of `backdrop` and returns it; taps are kept as
    /// `offscreen(size:copying:_:)` keeps them.
    func offscreen(onto backdrop: Canvas, _ draw: (Frame) -> Void) -> Canvas {
        var scratch = backdrop
        swap(&canvas, &scratch)
        draw(self)
        swap(&canvas, &scratch)
        return scratch
    }

    /// Registers `action` for a click anywhere in `rect`; regions registered later are on
    /// top, as later drawing is.
    public func onTap(_ rect: Rect, _ action: @escaping @MainActor () -> Void) {
        hits.add(rect, .tap(action))
    }

    /// Registers `action` for a click anywhere in `rect`, told the cell clicked: one region
    /// where a view of many parts would otherwise register one a part (a table's cells).
    public func onTapAt(_ rect: Rect, _ action: @escaping @MainActor (Point) -> Void) {
        hits.add(rect, .tapAt(action))
    }

    /// Registers `handler` for a drag that starts with a press in `rect`: it gets the
    /// press, every move with the button held, and the release, wherever they happen.
    public func onDrag(_ rect: Rect, _ handler: @escaping @MainActor (DragPhase, Point) -> Void) {
        hits.add(rect, .drag(handler))
    }

    /// Registers `action` for the mouse wheel over `rect` (true: towards the start), so a
    /// view such as a carousel scrolls itself instead of the wheel acting as arrow keys.
    public func onWheel(_ rect: Rect, _ action: @escaping @MainActor (_ up: Bool) -> Void) {
        hits.add(rect, .wheel(action))
    }

    /// Makes the cells of `rect` a hyperlink to `url` where the terminal takes them (OSC 8:
    /// a click there opens it in the user's browser). Call it after drawing the link's text:
    /// anything drawn over those cells later drops out of it. A link wrapped over rows is one
    /// call a row. URLs without a scheme, or too long, are ignored (`HyperlinkSequence`).
    public func link(_ url: String, in rect: Rect) {
        canvas.link(url, in: rect)
    }

    /// Makes `rect` swallow clicks, so nothing drawn beneath it reacts (modal layers).
    public func blockTaps(in rect: Rect) {
        onTap(rect) {}
    }

    /// How many hit regions are registered so far (see `moveHitRegions(from:by:clip:)`).
    var hitRegionCount: Int { hits.count }

    /// Moves the hit regions registered since `index` by `offset` and clips them to `clip`:
    /// views drawn on an offscreen canvas (a carousel's cards) take clicks where they show.
    func moveHitRegions(from index: Int, by offset: Point, clip: Rect) {
        hits.move(from: index, by: offset, clip: clip)
    }

    /// The topmost tap action at `point`.
    func tapAction(at point: Point) -> (@MainActor () -> Void)? {
        hits.tap(at: point)
    }

    /// The topmost drag handler at `point`, unless a tap region on top covers it.
    func dragHandler(at point: Point) -> (@MainActor (DragPhase, Point) -> Void)? {
        hits.drag(at: point)
    }

    /// The topmost wheel action at `point`, unless a tap region on top covers it.
    func wheelAction(at point: Point) -> (@MainActor (_ up: Bool) -> Void)? {
        hits.wheel(at: point)
    }

    /// Declares a line for the screen-reader mode to speak, every frame it holds: an event
    /// (`text` alone) is spoken in the frame it first shows in, a value (with `id`) when its
    /// text changes, and `whenGone` in the first frame without it. Nothing outside the mode.
    public func announce(_ text: String, id: String? = nil, whenGone: String? = nil) {
        guard context.screenReader, !text.isEmpty else { return }
        announcements.append(Announcement(text, id: id, whenGone: whenGone))
    }

    /// Shows `overlay` over the screens in this frame.
    public func present(_ overlay: any Overlay) {
        overlays.append(overlay)
    }

    /// Asks for another frame after `delay` (an animation in progress). Nothing asks
    /// when nothing moves, so an idle window schedules no timer.
    public func requestFrame(after delay: Duration = Frame.frameInterval) {
        let deadline = context.now + delay
        nextFrame = min(nextFrame ?? deadline, deadline)
    }

    /// The state a view keeps under `key` while it is drawn in every frame, made by `make`
    /// when there is none (or it has another type).
    func state<State: AnyObject>(for key: AnyHashable, make: () -> State) -> State {
        let state = (usedStates[key] ?? keptStates[key]) as? State ?? make()
        usedStates[key] = state
        return state
    }

    /// Takes the overlays declared so far (the window draws them, then more may come).
    func takeOverlays() -> [any Overlay] {
        defer { overlays.removeAll() }
        return overlays
    }
}

/// The chain around a container's own (`Frame.withKeyBindings`), made on first read.
@MainActor
private final class ChainAround {
    private(set) var made: [KeyBinding]?
    private let source: (@MainActor () -> [KeyBinding])?

    init(made: [KeyBinding]?, source: (@MainActor () -> [KeyBinding])?) {
        self.made = made
        self.source = source
    }

    var chain: [KeyBinding] {
        if let made { return made }
        let chain = source?() ?? []
        made = chain
        return chain
    }
}
