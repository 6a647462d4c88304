import TUICore

/// A stack of screens under a navigation bar (the twin of `UINavigationController`).
/// Esc or Backspace pops when the top screen does not use the key; a click on the back
/// item pops too. Every transition calls its completion once the new screen has appeared
/// (the iOS utilities' `AdvancedNavigationStackManagement`).
@MainActor
open class NavigationController: ScreenController {
    public private(set) var viewControllers: [ScreenController]

    public init(rootViewController: ScreenController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.parent = self
    }

    public var topViewController: ScreenController { viewControllers[viewControllers.count - 1] }

    open override var visibleChildren: [ScreenController] { [topViewController] }

    open override var childControllers: [ScreenController] { viewControllers }

    open override var isTabBarHidden: Bool {
        get { topViewController.isTabBarHidden }
        set { topViewController.isTabBarHidden = newValue }
    }

    // MARK: NavigationRouter

    public override func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        finishTransition()
        let old = topViewController
        controller.parent = self
        viewControllers.append(controller)
        if let clock = animationClock(isAnimated) {
            animate(.push, from: old, to: controller, clock: clock, completion: completion)
            return
        }
        transition(from: old, to: controller)
        setNeedsDisplay()
        completion?()
    }

    public override func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        guard viewControllers.count > 1 else {
            completion?()
            return
        }
        popTo(index: viewControllers.count - 2, isAnimated: isAnimated, completion: completion)
    }

    public override func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        guard let index = viewControllers.lastIndex(where: { Swift.type(of: $0) == type }) else {
            completion?()
            return
        }
        popTo(index: index, isAnimated: isAnimated, completion: completion)
    }

    public override func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        popTo(index: 0, isAnimated: isAnimated, completion: completion)
    }

    /// Replaces the whole stack (deeplinks build a path at once).
    public func setViewControllers(_ controllers: [ScreenController]) {
        guard let last = controllers.last else { return }
        finishTransition()
        let old = topViewController
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
        if old !== last { transition(from: old, to: last) }
        setNeedsDisplay()
    }

    private func popTo(index: Int, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        finishTransition()
        guard index < viewControllers.count - 1 else {
            completion?()
            return
        }
        let old = topViewController
        let removed = viewControllers[(index + 1)...]
        viewControllers.removeSubrange((index + 1)...)
        if let clock = animationClock(isAnimated) {
            // The screens popped stay this container's until the slide ends: the top one
            // is still drawn, and each gets its callbacks then.
            animate(.pop, from: old, to: topViewController, clock: clock) {
                for controller in removed where controller.parent === self { controller.parent = nil }
                completion?()
            }
            return
        }
        transition(from: old, to: topViewController)
        for controller in removed { controller.parent = nil }
        setNeedsDisplay()
        completion?()
    }

    // MARK: Animation

    /// The transition in progress, if an animated push or pop is sliding.
    private var running: ScreenTransition? { transitions.current }
    private let transitions = TransitionSlot()

    /// The clock to animate with, or nil for an instant transition: when `isAnimated` is
    /// false, the stack is not on screen, or the window does not animate (see
    /// `Window.animatesTransitions` and `Window.reducesMotion`).
    private func animationClock(_ isAnimated: Bool) -> (any AppClock)? {
        guard isAnimated, isVisible, let window, window.isAnimatingTransitions else { return nil }
        return window.clock
    }

    /// Begins the appearance callbacks now and ends them with `completion` when the slide
    /// is over, as UIKit does around an animation.
    private func animate(
        _ kind: ScreenTransition.Kind, from old: ScreenController, to new: ScreenController, clock: any AppClock,
        completion: (@MainActor () -> Void)?
    ) {
        old.beginDisappearance()
        new.beginAppearance()
        let since = window?.eventStart
        transitions.current = ScreenTransition(kind, from: old, to: new, clock: clock, since: since) { [weak self] in
            self?.transitions.forgetFinished()
            old.endDisappearance()
            new.endAppearance()
            self?.setNeedsDisplay()
            completion?()
        }
        setNeedsDisplay()
    }

    /// Ends a running slide at once (another transition begins): its callbacks and
    /// completion run first, so transitions never overlap. A completion that starts
    /// another slide has that one finished too.
    public func finishTransition() {
        transitions.finish()
    }

    /// Whether a push or pop is sliding now.
    public var isTransitioning: Bool { running != nil }

    // MARK: Drawing and input

    open override func render(in area: Rect, frame: Frame) {
        if let running {
            running.render(in: area, frame: frame) { [unowned self] screen, area, frame in
                renderPage(of: screen, in: area, frame: frame)
            }
            return
        }
        renderPage(of: topViewController, in: area, frame: frame)
    }

    /// Draws `screen` as the top of the stack: its bar, unless it hides it, over its
    /// content. A screen being popped is drawn as it was, with its back item.
    private func renderPage(of screen: ScreenController, in area: Rect, frame: Frame) {
        guard !screen.isNavigationBarHidden else {
            screen.render(in: area, frame: frame)
            return
        }
        let (barArea, content) = area.divided(top: NavigationBarView.height)
        let isRoot = screen === viewControllers[0]
        let canGoBack = !screen.isBackButtonHidden
        var item = screen.navigationBarItem
        if item.leftItem == nil, canGoBack, isRoot, window?.isPresented(self) == true {
            item.leftItem = NavigationBarSideItem(type: .close)
        }
        // The bar names an item's key as the keymap binds it: the keys in force after the
        // scope's checks, so an entry refused as a clash shows the default it kept.
        if let window, !window.keymap.isEmpty {
            let inForce = window.applyKeymap(to: bindings(of: screen), scope: keyScope).flatMap(\.slots)
            for index in item.rightItems.indices {
                guard let id = item.rightItems[index].id,
                    let keys = inForce.first(where: { $0.id == id })?.keys
                else { continue }
                item.rightItems[index].key = keys.first
            }
        }
        let bar = NavigationBarView(
            item: item,
            showsBack: canGoBack && !isRoot,
            onBack: { [weak self] in self?.goBack() }
        )
        screen.render(in: content, frame: frame)
        bar.render(in: barArea, frame: frame)
    }

    /// Pops, or dismisses the stack when it is presented and at its root.
    func goBack() {
        if viewControllers.count > 1 {
            pop(isAnimated: true, completion: nil)
        } else if window?.isPresented(self) == true {
            dismiss(isAnimated: true, completion: nil)
        }
    }

    /// The top screen's bar items that have keys, and Esc or Backspace to go back while
    /// there is somewhere to go.
    open override var bindings: [KeyBinding] { bindings(of: topViewController) }

    /// The bar's keys while `top` is at the top of the stack, as the keymap has yet to rebind them.
    private func bindings(of top: ScreenController) -> [KeyBinding] {
        var bindings = top.navigationBarItem.rightItems.compactMap { item -> KeyBinding? in
            guard let key = item.key, let action = item.onTapAction else { return nil }
            return KeyBinding(key, id: item.id, item.hint ?? "", isShown: item.hint != nil, action: action)
        }
        if !top.isBackButtonHidden, viewControllers.count > 1 || window?.isPresented(self) == true {
            let hints = window?.hintStrings ?? KeyHintStrings()
            bindings.append(
                KeyBinding([.escape, .backspace], id: "navigation.back", hints.back) { [weak self] in
                    self?.goBack()
                })
        }
        return bindings
    }

    open override var keyScope: KeyScope {
        KeyScope(name: "Navigation", title: (window?.hintStrings ?? KeyHintStrings()).navigation)
    }
}
