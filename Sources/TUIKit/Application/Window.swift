import Dispatch
import Observation
import TUICore

/// The top of the screen hierarchy (the twin of `UIWindow`): the application root, the
/// stack of presented screens over it, and the dispatch of events to whichever is in
/// front. It performs root and presentation transitions.
@MainActor
public final class Window: RootRouter, PresentationRouter {
    public private(set) var rootController: ScreenController?
    public private(set) var presentedControllers: [ScreenController] = []
    public let clock: any AppClock

    public var theme: Theme = .dark {
        didSet { setNeedsDisplay() }
    }
    public var colors: ThemeColors = .standard {
        didSet { setNeedsDisplay() }
    }
    /// False when the terminal cannot show Unicode: icons use their ASCII form.
    public var unicode = true
    /// Below this size the window shows a "terminal too small" frame instead.
    public var minimumSize = Size(width: 40, height: 12)
    /// Title and message of the "too small" frame for (minimum, current) sizes.
    public var tooSmallText: @MainActor (Size, Size) -> (title: String, message: String) = { minimum, current in
        (
            "Terminal too small",
            "Needs at least \(minimum.width)×\(minimum.height), now \(current.width)×\(current.height)."
        )
    }

    /// The toolkit's words in the current language, read at every frame.
    public var toolkitStrings: @MainActor () -> ToolkitStrings = { ToolkitStrings() }

    /// Hooks the run loop (or the pilot) fills in.
    public var onNeedsDisplay: (@MainActor () -> Void)?
    public var onQuit: (@MainActor () -> Void)?
    public var onSuspend: (@MainActor () -> Void)?
    /// Rings or flashes the terminal: haptic feedback comes out here.
    public var onSignal: (@MainActor (TerminalSignal) -> Void)?

    /// Focus, suspend and resume as the app's lifecycle; `ApplicationLifecycleUtil`s listen.
    public let lifecycle = ApplicationLifecycle()
    /// Haptic feedback as bell and flash patterns, through `onSignal`.
    public private(set) lazy var haptics = HapticFeedbackGenerator(clock: clock) { [weak self] signal in
        self?.onSignal?(signal)
    }
    /// App-wide hotkeys, asked first (before overlays and screens) about every key but
    /// Ctrl-C and Ctrl-Z, and listed last in the chain a hint line reads. The debug panel's
    /// hotkey is one. Read at every key, so what it returns may follow the app's settings.
    public var hotkeys: @MainActor () -> [KeyBinding] = { [] }
    /// Runs after a screen that is not a container appears: the app reports screen views here.
    public var onScreenDidAppear: (@MainActor (ScreenController) -> Void)?

    private var lastContext: Frame?
    private var lastSize = Size(width: Int.max, height: Int.max)
    /// The overlays of the last frame, topmost first: they take keys before screens.
    private var lastOverlays: [any Overlay] = []
    private var overlayProviders: [any WindowOverlayProvider] = []
    private var frameTimer: (deadline: Duration, task: any Cancellable)?
    private var activeDrag: (@MainActor (DragPhase, Point) -> Void)?
    private let viewStates = ViewStateStore()

    public init(clock: any AppClock) {
        self.clock = clock
    }

    public func setNeedsDisplay() {
        onNeedsDisplay?()
    }

    /// The screen that receives keys: the top presented one, else the root.
    public var frontController: ScreenController? {
        presentedControllers.last ?? rootController
    }

    /// The provider of `type` added to this window, created by `make` on first use.
    public func overlayProvider<Provider: WindowOverlayProvider>(
        _ type: Provider.Type,
        orInsert make: () -> Provider
    ) -> Provider {
        if let existing = overlayProviders.lazy.compactMap({ $0 as? Provider }).first { return existing }
        let provider = make()
        overlayProviders.append(provider)
        return provider
    }

    public func isPresented(_ controller: ScreenController) -> Bool {
        presentedControllers.contains { $0 === controller }
    }

    // MARK: RootRouter

    public func showApplicationRoot(controller: ScreenController, animated: Bool) {
        let old = rootController
        let covered = !presentedControllers.isEmpty
        for presented in presentedControllers.reversed() {
            disappear(presented)
            presented.hostWindow = nil
        }
        presentedControllers.removeAll()
        if !covered, let old { old.beginDisappearance() }
        controller.hostWindow = self
        rootController = controller
        controller.beginAppearance()
        if !covered, let old { old.endDisappearance() }
        controller.endAppearance()
        old?.hostWindow = nil
        setNeedsDisplay()
    }

    // MARK: PresentationRouter

    public func present(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        let covered = frontController
        controller.hostWindow = self
        presentedControllers.append(controller)
        covered?.beginDisappearance()
        controller.beginAppearance()
        covered?.endDisappearance()
        controller.endAppearance()
        setNeedsDisplay()
        completion?()
    }

    public func dismiss(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        guard let dismissed = presentedControllers.popLast() else {
            completion?()
            return
        }
        let revealed = frontController
        dismissed.beginDisappearance()
        revealed?.beginAppearance()
        dismissed.endDisappearance()
        revealed?.endAppearance()
        dismissed.hostWindow = nil
        setNeedsDisplay()
        completion?()
    }

    private func disappear(_ controller: ScreenController) {
        controller.beginDisappearance()
        controller.endDisappearance()
    }

    // MARK: Drawing

    public func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// Composes the whole frame for a terminal of `size`.
    public func render(size: Size) -> Canvas {
        let frame = Frame(
            canvas: Canvas(size: size),
            theme: theme,
            colors: colors,
            unicode: unicode,
            now: clock.now,
            strings: toolkitStrings()
        )
        frame.viewStates = viewStates
        let background = Cell(" ", style: frame.style(colors.textPrimary, background: colors.background))
        frame.canvas.fill(frame.canvas.bounds, with: background)
        var overlays: [any Overlay] = []
        if isTooSmall(size) {
            renderTooSmall(frame: frame)
        } else {
            frame.contentArea = frame.canvas.bounds
            frame.keyBindings = keyBindings
            frontController?.render(in: frame.canvas.bounds, frame: frame)
            overlays = frame.takeOverlays() + overlayProviders.flatMap { $0.overlays(at: frame.now) }
            // Stable by level: overlays of one level draw in the order they were declared.
            let ordered = overlays.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
            overlays = ordered.map(\.element)
            // Overlays draw outside any screen's tracking, so the window tracks what they
            // read: a change in a sheet's or alert's content redraws as a screen's does.
            withObservationTracking {
                for overlay in overlays { overlay.render(in: frame.bounds, frame: frame) }
            } onChange: { [weak self] in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.setNeedsDisplay() }
                }
            }
            // A modal layer takes the keys, so a field beneath it shows no edit point.
            if overlays.contains(where: \.isModal) { frame.canvas.cursor = nil }
            // Only a frame that drew the screens says which view state is still in use.
            viewStates.endFrame()
        }
        lastOverlays = overlays.reversed()
        // The chain's actions may hold the window; the frame kept for hit testing must not.
        frame.keyBindings = []
        lastContext = frame
        lastSize = size
        scheduleFrame(at: frame.nextFrame)
        return frame.canvas
    }

    /// Keeps one timer for the earliest frame an animation asked for, and none otherwise.
    private func scheduleFrame(at deadline: Duration?) {
        guard let deadline else {
            frameTimer?.task.cancel()
            frameTimer = nil
            return
        }
        if let frameTimer, frameTimer.deadline <= deadline { return }
        frameTimer?.task.cancel()
        let task = clock.schedule(after: max(.zero, deadline - clock.now)) { [weak self] in
            self?.frameTimer = nil
            self?.setNeedsDisplay()
        }
        frameTimer = (deadline, task)
    }

    private func renderTooSmall(frame: Frame) {
        let text = tooSmallText(minimumSize, frame.canvas.size)
        let area = frame.canvas.bounds.inset(by: EdgeInsets(horizontal: 1))
        let message = Paragraph(text.message, style: frame.style(colors.textSecondary), alignment: .center)
        let messageHeight = min(message.height(forWidth: area.width), max(0, area.height - 2))
        let top = max(0, (area.height - messageHeight - 2) / 2)
        Label(text.title, style: frame.style(colors.error, text: TextStyle([.bold])), alignment: .center)
            .render(in: area.row(top), frame: frame)
        message.render(
            in: Rect(x: area.x, y: area.y + top + 2, width: area.width, height: messageHeight),
            frame: frame
        )
    }

    // MARK: Events

    public func handle(_ event: Event) {
        switch event {
        case .key(let key):
            handle(key)
        case .mouse(let mouse):
            handle(mouse)
        case .resize:
            setNeedsDisplay()
        case .resume:
            lifecycle.resumed()
            setNeedsDisplay()
        case .focus(let hasFocus):
            lifecycle.focusChanged(hasFocus)
            setNeedsDisplay()
        case .paste(let text):
            // A modal overlay keeps pasted text from the screens beneath, as it keeps keys.
            guard !lastOverlays.contains(where: \.isModal) else { return }
            // A screen that edits text takes the paste whole; others get it key by key.
            let bindings = frontController?.keyBindings ?? []
            if !bindings.handlePaste(text) {
                for character in text { _ = bindings.handle(.character(character)) }
            }
            setNeedsDisplay()
        }
    }

    /// The window's own keys, after the front screen's: q quits and Esc closes a
    /// presented screen. Hidden: a screen shows them with `KeyBinding.inherited(_:)`.
    public var bindings: [KeyBinding] {
        let hints = toolkitStrings().hints
        var bindings = [KeyBinding("q", hints.quit, isShown: false) { [weak self] in self?.onQuit?() }]
        if !presentedControllers.isEmpty {
            bindings.append(
                KeyBinding(.escape, hints.close, isShown: false) { [weak self] in
                    self?.dismiss(isAnimated: true, completion: nil)
                })
        }
        return bindings
    }

    /// The chain the front screen's keys go through, most specific first: the front
    /// screen's own chain, the window's keys, then the hotkeys. Hint lines read it.
    public var keyBindings: [KeyBinding] {
        (frontController?.keyBindings ?? []) + bindings + hotkeys()
    }

    private func handle(_ key: KeyEvent) {
        if key == .control("c") {
            onQuit?()
            return
        }
        if key == .control("z") {
            onSuspend?()
            return
        }
        if hotkeys().handle(key) {
            setNeedsDisplay()
            return
        }
        // While the "too small" frame shows, screens are hidden and get no keys.
        guard !isTooSmall(lastSize) else {
            if key == .character("q") { onQuit?() }
            return
        }
        for overlay in lastOverlays {
            if overlay.bindings.handle(key) {
                setNeedsDisplay()
                return
            }
            if overlay.isModal { return }
        }
        if (frontController?.keyBindings ?? []).handle(key) {
            setNeedsDisplay()
            return
        }
        _ = bindings.handle(key)
    }

    private func handle(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .press:
            if let drag = lastContext?.dragHandler(at: mouse.position) {
                activeDrag = drag
                drag(.began, mouse.position)
            } else {
                lastContext?.tapAction(at: mouse.position)?()
            }
            setNeedsDisplay()
        case .move:
            guard let activeDrag else { return }
            activeDrag(.changed, mouse.position)
            setNeedsDisplay()
        case .release:
            guard let drag = activeDrag else { return }
            activeDrag = nil
            drag(.ended, mouse.position)
            setNeedsDisplay()
        case .wheelUp, .wheelDown:
            let up = mouse.kind == .wheelUp
            if let wheel = lastContext?.wheelAction(at: mouse.position) {
                wheel(up)
                setNeedsDisplay()
            } else {
                handle(KeyEvent(up ? .up : .down))
            }
        case .rightPress:
            break
        }
    }
}
