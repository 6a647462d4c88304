import TUICore

/// One frame being drawn: the canvas and everything a view needs to know while drawing
/// into it (the theme, whether the terminal shows Unicode, the time, where taps go).
///
/// It is the one drawing contract: views, screens and overlays all draw through a frame,
/// and a container draws a child with `frame.render(child, in: area)` (Ratatui's
/// `Frame::render_widget`).
@MainActor
public final class Frame {
    /// The cells of this frame. Views write through it; the frame is never shared across
    /// threads, so the property skips the runtime's exclusivity checks on each cell.
    @exclusivity(unchecked) public var canvas: Canvas
    public let theme: Theme
    public let colors: ThemeColors
    public let unicode: Bool
    /// The clock's time for this frame (animations read it).
    public let now: Duration
    /// The terminal's size class (compact, regular or wide): views choose their layout by
    /// it. Taken from the whole frame's size, so a view drawn offscreen or into a part of
    /// the frame sees the terminal's class, not its own area's.
    public let sizeClass: SizeClass
    /// The toolkit's own words (back, close), in the app's current language.
    public let strings: ToolkitStrings
    /// The user asked for reduced motion (`Window.reducesMotion`): animations show their
    /// still state at once (shimmer, spinners, eased values, sliding sheets and toasts).
    public internal(set) var reducesMotion = false
    private(set) var tapRegions: [TapRegion] = []
    private(set) var dragRegions: [DragRegion] = []
    private(set) var overlays: [any Overlay] = []
    /// When the next frame is needed for an animation, if any view asked.
    private(set) var nextFrame: Duration?
    /// What containers hand down to the views they draw (font, label and button styles).
    public internal(set) var environment = ViewEnvironment()
    private(set) var wheelRegions: [WheelRegion] = []
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
    /// The front screen's content area, recorded by the screen that draws it.
    public internal(set) var contentArea: Rect = .zero
    /// State views keep between frames (the role of SwiftUI's `@State`: an alert's focus, an
    /// eased value), by a key that names the view: what the last frame's views asked for,
    /// which the window hands on.
    var keptStates: [AnyHashable: AnyObject] = [:]
    /// The states this frame's views asked for: the ones the next frame keeps. State no view
    /// asks for in a frame is dropped, so a view that disappears and shows again starts afresh.
    private(set) var usedStates: [AnyHashable: AnyObject] = [:]

    /// How often animations redraw: 30 frames a second.
    public static let frameInterval: Duration = .milliseconds(33)

    public init(
        canvas: Canvas,
        theme: Theme,
        colors: ThemeColors = .standard,
        unicode: Bool = true,
        now: Duration = .zero,
        strings: ToolkitStrings = ToolkitStrings()
    ) {
        self.canvas = canvas
        self.theme = theme
        self.colors = colors
        self.unicode = unicode
        self.now = now
        self.strings = strings
        sizeClass = canvas.size.sizeClass
    }

    /// The size of the whole frame.
    public var bounds: Rect { canvas.bounds }

    /// Draws `view` into `area` of this frame.
    public func render(_ view: some View, in area: Rect) {
        view.render(in: area, frame: self)
    }

    /// Draws `draw` onto a canvas of its own and returns it: blank and `size` big, or a
    /// copy of the cells of `area` when one is given. Taps registered meanwhile are kept,
    /// for the caller to move where the canvas is shown (`moveTapRegions`).
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
        guard !rect.isEmpty else { return }
        tapRegions.append(TapRegion(rect: rect, action: action))
    }

    /// Registers `handler` for a drag that starts with a press in `rect`: it gets the
    /// press, every move with the button held, and the release, wherever they happen.
    public func onDrag(_ rect: Rect, _ handler: @escaping @MainActor (DragPhase, Point) -> Void) {
        guard !rect.isEmpty else { return }
        dragRegions.append(DragRegion(rect: rect, handler: handler, order: tapRegions.count - 1))
    }

    /// How many tap regions are registered so far (see `moveTapRegions(from:by:clip:)`).
    var tapRegionCount: Int { tapRegions.count }

    /// Moves the tap regions registered since `index` by `offset` and clips them to `clip`:
    /// views drawn on an offscreen canvas (a carousel's cards) take clicks where they show.
    func moveTapRegions(from index: Int, by offset: Point, clip: Rect) {
        for position in index..<tapRegions.count {
            let rect = tapRegions[position].rect
            tapRegions[position] = TapRegion(
                rect: Rect(origin: Point(x: rect.x + offset.x, y: rect.y + offset.y), size: rect.size)
                    .intersection(clip),
                action: tapRegions[position].action)
        }
    }

    /// Registers `action` for the mouse wheel over `rect` (true: towards the start), so a
    /// view such as a carousel scrolls itself instead of the wheel acting as arrow keys.
    public func onWheel(_ rect: Rect, _ action: @escaping @MainActor (_ up: Bool) -> Void) {
        guard !rect.isEmpty else { return }
        wheelRegions.append(WheelRegion(rect: rect, action: action, order: tapRegions.count))
    }

    /// The topmost wheel action at `point`, unless a later tap region (a layer on top) covers it.
    func wheelAction(at point: Point) -> (@MainActor (_ up: Bool) -> Void)? {
        guard let wheel = wheelRegions.last(where: { $0.rect.contains(point) }) else { return nil }
        if let tap = tapRegions.lastIndex(where: { $0.rect.contains(point) }), tap >= wheel.order { return nil }
        return wheel.action
    }

    /// Shows `overlay` over the screens in this frame.
    public func present(_ overlay: any Overlay) {
        overlays.append(overlay)
    }

    /// Asks for another frame after `delay` (an animation in progress). Nothing asks
    /// when nothing moves, so an idle window schedules no timer.
    public func requestFrame(after delay: Duration = Frame.frameInterval) {
        let deadline = now + delay
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

    /// The topmost drag handler at `point`, if it is above every tap region there.
    func dragHandler(at point: Point) -> (@MainActor (DragPhase, Point) -> Void)? {
        guard let drag = dragRegions.last(where: { $0.rect.contains(point) }) else { return nil }
        if let tap = tapRegions.lastIndex(where: { $0.rect.contains(point) }), tap > drag.order { return nil }
        return drag.handler
    }

    /// Makes `rect` swallow clicks, so nothing drawn beneath it reacts (modal layers).
    public func blockTaps(in rect: Rect) {
        onTap(rect) {}
    }

    /// The topmost tap action at `point`.
    func tapAction(at point: Point) -> (@MainActor () -> Void)? {
        tapRegions.last { $0.rect.contains(point) }?.action
    }

    public func color(_ set: ColorSet) -> Color {
        set.color(for: theme)
    }

    /// A cell style from color resources and a text style.
    public func style(
        _ foreground: ColorSet? = nil,
        background: ColorSet? = nil,
        text: TextStyle = .plain
    ) -> Style {
        Style(
            foreground: foreground.map(color),
            background: background.map(color),
            attributes: text.attributes
        )
    }

    public func text(_ icon: Icon) -> String {
        icon.text(unicode: unicode)
    }

    struct TapRegion {
        let rect: Rect
        let action: @MainActor () -> Void
    }

    struct WheelRegion {
        let rect: Rect
        let action: @MainActor (_ up: Bool) -> Void
        /// How many tap regions were registered before it, to compare which is on top.
        let order: Int
    }

    struct DragRegion {
        let rect: Rect
        let handler: @MainActor (DragPhase, Point) -> Void
        /// How many tap regions were registered before it, to compare which is on top.
        var order: Int = 0
    }
}
