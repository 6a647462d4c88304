import TUICore

/// The top of the screen hierarchy (the twin of `UIWindow`): the application root and the
/// stack of presented screens over it, with root and presentation transitions. What it
/// does with a frame is split along its seams: `FrameComposer` draws, `InputRouter` routes
/// events, `OverlayStack` keeps the overlays, and a `WindowHost` connects it to a terminal
/// (the run loop's and the pilot's alike).
///
/// What it asks of others is typed: its presenter (`WindowPresenter`, the host) draws its
/// frames and answers quit, suspend, title, bell and clipboard requests; its application
/// (`WindowApplication`) gives the app's hotkeys and hears of each screen that appeared.
@MainActor
public final class Window: RootRouter, PresentationRouter {
    public private(set) var rootController: ScreenController?
    public private(set) var presentedControllers: [ScreenController] = []
    public let clock: any AppClock
    /// The app this window shows: its language, configuration and the rest of what its code
    /// reads. Every event, frame and piece of work after a frame runs inside it.
    public let context: AppContext

    public var theme: Theme = .dark {
        didSet { setNeedsDisplay() }
    }
    public var colors: ThemeColors = .standard {
        didSet { setNeedsDisplay() }
    }
    /// What every frame's views start from (`WindowConfiguration.environment`): the app's
    /// button style, toast view, tab bar view and page-control colours.
    public var environment = ViewEnvironment() {
        didSet { setNeedsDisplay() }
    }
    /// False when the terminal cannot show Unicode: icons use their ASCII form.
    public var unicode = true
    /// Below this size the window shows a "terminal too small" frame instead.
    public var minimumSize: Size

    /// The terminal's size class, kept up to date by the host on every resize and frame;
    /// screens hear of a change through `ScreenController.sizeClassDidChange(_:)`.
    public private(set) var sizeClass: SizeClass = .regular
    /// The terminal's size as last heard (a resize, a frame): the size the next frame has.
    public private(set) var size: Size?

    /// Whether `isAnimated` transitions slide at all. The run loop on a real terminal turns
    /// it on; a pilot, `render` and a bare window show every transition settled at once, so
    /// a frame after a navigation is the same with or without animation. A test that
    /// watches a slide turns it on.
    public var animatesTransitions = false
    /// Keeps the session so far (events and frames) for a bug report, when set: the host
    /// that drives the window feeds it.
    public var sessionRecorder: SessionRecorder?
    /// The user's reduced-motion setting: transitions are instant even when animated.
    public var reducesMotion = false
    /// The screen-reader mode: words instead of ornaments, lists and forms as labelled
    /// lines, and what changes announced on the last row (the live region), where the
    /// cursor goes for that frame. Nothing moves in it, as with reduced motion, so a reader
    /// that speaks changed text hears only what changed.
    public var screenReader = false {
        didSet {
            guard screenReader != oldValue else { return }
            composer.announcer.reset()
            setNeedsDisplay()
        }
    }
    /// Whether an `isAnimated` transition slides now.
    public var isAnimatingTransitions: Bool { animatesTransitions && !reducesMotion && !screenReader }
    private let transitions = TransitionSlot()
    /// The presentation sliding now, if any.
    var presentation: ScreenTransition? { transitions.current }
    /// Title and message of the "too small" frame for (minimum, current) sizes.
    public let tooSmallText: @MainActor (Size, Size) -> (title: String, message: String)

    /// The toolkit's words in the app's language, read at every frame.
    public let toolkitStrings: @MainActor () -> ToolkitStrings

    /// Who shows this window on a terminal (its `WindowHost`), which attaches itself.
    public private(set) weak var presenter: (any WindowPresenter)?
    /// The app this window shows, which attaches itself (`attach(application:)`): its
    /// hotkeys, and who hears of each screen that appeared.
    public private(set) weak var application: (any WindowApplication)?

    /// The terminal window's title, when the app names it (its display name); setting it
    /// shows the new one at once.
    public var title: String? {
        didSet { if let title, title != oldValue { presenter?.window(self, requests: .title(title)) } }
    }

    /// The system clipboard (OSC 52, through the presenter).
    public private(set) lazy var clipboard = Clipboard { [weak self] text in self?.request(.copy(text)) }

    /// Focus, suspend and resume as the app's lifecycle; `ApplicationLifecycleUtil`s listen.
    public let lifecycle = ApplicationLifecycle()
    /// Haptic feedback as bell and flash patterns, through the presenter.
    public private(set) lazy var haptics = HapticFeedbackGenerator(clock: clock) { [weak self] signal in
        self?.request(.signal(signal))
    }
    /// The app's hotkeys (`WindowApplication.hotkeys`), as the keymap rebinds them; none
    /// without an application.
    public var hotkeys: [KeyBinding] {
        applyKeymap(to: application?.hotkeys ?? [], scope: KeyScope(name: "Hotkeys", title: hintStrings.app))
    }

    /// The user's rebinding of key binding ids (`keymap.toml`), applied wherever the chain
    /// of bindings is gathered: screens', containers', the window's and the hotkeys.
    public var keymap: Keymap = .empty {
        didSet {
            reportedKeymapConflicts = []
            setNeedsDisplay()
        }
    }
    /// Hears once of each keymap entry refused where a view's bindings are gathered (a key
    /// bound twice in that view), which keeps that view's defaults.
    public var keymapConflictHandler: (@MainActor (KeymapProblem) -> Void)?
    private var reportedKeymapConflicts: Set<KeymapProblem> = []

    /// `bindings`, declared by `scope`, as the keymap rebinds them.
    public func applyKeymap(to bindings: consuming [KeyBinding], scope: KeyScope) -> [KeyBinding] {
        // Every screen's bindings come through here at every key and hint line: without a
        // keymap there is no conflict to hear of, so no handler is made.
        guard !keymap.isEmpty else { return keymap.apply(to: bindings, scope: scope) }
        return keymap.apply(to: bindings, scope: scope) { [weak self] problem in
            guard let self, reportedKeymapConflicts.insert(problem).inserted else { return }
            keymapConflictHandler?(problem)
        }
    }
    /// Frames composed, keys handled and the last key's time to its frame.
    public internal(set) var statistics = FrameStatistics()
    /// Work that waits for the next frame to be on screen, in the order it was asked for.
    private var afterFrame: [@MainActor () -> Void] = []

    let overlays = OverlayStack()
    private(set) lazy var composer = FrameComposer(window: self)
    private(set) lazy var input = InputRouter(window: self)

    /// A window for the app of `context` (by default the one whose code makes the window),
    /// set up as `configuration` says.
    public init(clock: any AppClock, context: AppContext = .current, configuration: WindowConfiguration = .init()) {
        self.clock = clock
        self.context = context
        colors = configuration.colors
        minimumSize = configuration.minimumSize
        title = configuration.title
        toolkitStrings = configuration.strings
        tooSmallText = configuration.tooSmallText
        environment = configuration.environment
    }

    /// Connects the terminal that shows this window (`WindowHost` does, when made).
    public func attach(presenter: any WindowPresenter) {
        self.presenter = presenter
    }

    /// Connects the app this window shows; the app does, once it can answer.
    public func attach(application: any WindowApplication) {
        self.application = application
    }

    public func setNeedsDisplay() {
        presenter?.windowNeedsDisplay(self)
    }

    /// Asks the presenter for `request` (quit, suspend, a title, a bell, a copy).
    public func request(_ request: WindowRequest) {
        presenter?.window(self, requests: request)
    }

    /// Runs `work` once the next frame is on screen, and asks for that frame: for work the
    /// user need not wait to see (a screen's report to the logs and analytics), so that a
    /// key's frame shows first. What `work` changes shows in the frame after.
    public func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
        afterFrame.append(work)
        setNeedsDisplay()
    }

    /// Runs the work waiting for a frame: the host calls it once it has shown one. Work
    /// asked for meanwhile waits for the frame after.
    public func frameDidShow() {
        guard !afterFrame.isEmpty else { return }
        let work = afterFrame
        afterFrame.removeAll()
        context.run {
            for item in work { item() }
        }
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
        overlays.provider(type, orInsert: make)
    }

    public func isPresented(_ controller: ScreenController) -> Bool {
        presentedControllers.contains { $0 === controller }
    }

    // MARK: RootRouter

    public func showApplicationRoot(controller: ScreenController, animated: Bool) {
        finishTransition()
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
        finishTransition()
        let covered = frontController
        controller.hostWindow = self
        presentedControllers.append(controller)
        covered?.beginDisappearance()
        controller.beginAppearance()
        let end = { @MainActor [weak self] in
            covered?.endDisappearance()
            controller.endAppearance()
            self?.setNeedsDisplay()
            completion?()
        }
        guard isAnimated, isAnimatingTransitions, let covered else { return end() }
        transitions.current = ScreenTransition(
            .present, from: covered, to: controller, clock: clock, since: eventStart
        ) { [weak self] in
            self?.transitions.forgetFinished()
            end()
        }
        setNeedsDisplay()
    }

    public func dismiss(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        finishTransition()
        guard let dismissed = presentedControllers.popLast() else {
            completion?()
            return
        }
        let revealed = frontController
        dismissed.beginDisappearance()
        revealed?.beginAppearance()
        let end = { @MainActor [weak self] in
            dismissed.endDisappearance()
            revealed?.endAppearance()
            // Cleared only now: the dismissed screen is still drawn while it slides away.
            if self?.isPresented(dismissed) == false { dismissed.hostWindow = nil }
            self?.setNeedsDisplay()
            completion?()
        }
        guard isAnimated, isAnimatingTransitions, let revealed else { return end() }
        transitions.current = ScreenTransition(
            .dismiss, from: dismissed, to: revealed, clock: clock, since: eventStart
        ) { [weak self] in
            self?.transitions.forgetFinished()
            end()
        }
        setNeedsDisplay()
    }

    /// Ends a running present or dismiss at once, with its callbacks and completion; one
    /// that a completion starts meanwhile is finished too, so they never overlap.
    public func finishTransition() {
        transitions.finish()
    }

    /// Whether a present or dismiss is sliding now.
    public var isTransitioning: Bool { presentation != nil }

    /// Records the terminal's size; a move into another size class tells every screen.
    func updateSize(_ size: Size) {
        self.size = size
        let newClass = size.sizeClass
        guard newClass != sizeClass else { return }
        sizeClass = newClass
        rootController?.propagateSizeClass(newClass)
        for presented in presentedControllers { presented.propagateSizeClass(newClass) }
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
        let canvas = context.run { composer.compose(size: size) }
        drawnScreensRevision = screensRevision
        return canvas
    }

    /// Counts the screens that began to appear (a push, pop, present, dismiss or tab), and
    /// the count the last frame drew: a click read after a screen changed, before its
    /// frame, lands on places that no longer show (two clicks on a list read together once
    /// pushed two screens, the second from the list the first had covered).
    private var screensRevision = 0
    private var drawnScreensRevision = 0

    func screensChanged() {
        screensRevision &+= 1
    }

    /// Whether the last frame still shows the screens there are: what clicks are judged by.
    var isLastFrameCurrent: Bool { drawnScreensRevision == screensRevision }

    // MARK: Events

    public func handle(_ event: Event) {
        // The user acts: the cursor goes back to the focus in the frame this event makes.
        switch event {
        case .key, .mouse, .paste:
            composer.announcer.release()
            eventStart = clock.now
        default: break
        }
        defer { eventStart = nil }
        context.run { input.handle(event) }
    }

    /// When the event being handled was taken up: a transition it begins counts from then
    /// (`ScreenTransition`), so a screen that takes a while to make still settles within
    /// 40 ms of the key.
    private(set) var eventStart: Duration?

    /// The data glyphs (a chart's bars, a gauge, Braille dots) the last frame drew in the
    /// screen-reader mode and then hid, so the reader heard nothing of them; empty when every
    /// view said its value in words (`ScreenReaderAuditTests` checks each route).
    public var screenReaderHiddenData: String { composer.hiddenData }

    /// The words key bindings are named with: the last frame's, read once a frame.
    public var hintStrings: KeyHintStrings {
        (composer.strings ?? toolkitStrings()).hints
    }

    /// The window's own keys, after the front screen's: q quits, `:` opens the command
    /// palette (after the screen's, so a text field types it) and Esc closes a presented
    /// screen. Hidden: a screen shows them with `KeyBinding.inherited(_:)`.
    public var bindings: [KeyBinding] {
        let hints = hintStrings
        var bindings = [
            KeyBinding(keys: Self.commandsKeys, id: "app.commands", hints.commands, isShown: false) { [weak self] _ in
                self?.commandPalette.open()
                return true
            },
            KeyBinding("q", id: "app.quit", hints.quit, isShown: false) { [weak self] in self?.request(.quit) },
        ]
        if !presentedControllers.isEmpty {
            bindings.append(
                KeyBinding(.escape, id: "app.close", hints.close, isShown: false) { [weak self] in
                    self?.dismiss(isAnimated: true, completion: nil)
                })
        }
        bindings += application?.windowBindings ?? []
        return applyKeymap(to: bindings, scope: KeyScope(name: "Window", title: hints.app))
    }

    /// The command palette's keys: Ctrl-P toggles it over any screen and overlay (the input
    /// router asks first), `:` opens it where nothing before the window types it.
    static let commandsKeys: [KeyEvent] = [.control("p"), .character(":")]

    /// Whether `key` opens the command palette (`app.commands`, as the keymap rebinds it):
    /// the input router takes its keys that do not type text before any overlay or screen
    /// does. Without a keymap they are the declared keys, and no key makes the window's chain.
    func opensCommandPalette(_ key: KeyEvent) -> Bool {
        guard !keymap.isEmpty else { return Self.commandsKeys.contains(key) }
        return bindings.first { $0.id == "app.commands" }?.matches(key) ?? false
    }

    /// The chain the front screen's keys go through, most specific first: the front
    /// screen's own chain, the window's keys, then the hotkeys. Hint lines read it.
    public var keyBindings: [KeyBinding] {
        (frontController?.keyBindings ?? []) + bindings + hotkeys
    }
}
