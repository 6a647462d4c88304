import TUICore

/// A stack of screens under a navigation bar (the twin of `UINavigationController`).
/// Esc or Backspace pops when the top screen does not use the key; a click on the back
/// item pops too. Every transition calls its completion once the new screen has appeared
/// (reference 001's AdvancedNavigationStackManagement).
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

    open override var isTabBarHidden: Bool {
        get { topViewController.isTabBarHidden }
        set { topViewController.isTabBarHidden = newValue }
    }

    // MARK: NavigationRouter

    public override func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        let old = topViewController
        controller.parent = self
        viewControllers.append(controller)
        transition(from: old, to: controller)
        setNeedsDisplay()
        completion?()
    }

    public override func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        guard viewControllers.count > 1 else {
            completion?()
            return
        }
        popTo(index: viewControllers.count - 2, completion: completion)
    }

    public override func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        guard let index = viewControllers.lastIndex(where: { Swift.type(of: $0) == type }) else {
            completion?()
            return
        }
        popTo(index: index, completion: completion)
    }

    public override func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        popTo(index: 0, completion: completion)
    }

    /// Replaces the whole stack (deeplinks build a path at once).
    public func setViewControllers(_ controllers: [ScreenController]) {
        guard let last = controllers.last else { return }
        let old = topViewController
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
        if old !== last { transition(from: old, to: last) }
        setNeedsDisplay()
    }

    private func popTo(index: Int, completion: (@MainActor () -> Void)?) {
        guard index < viewControllers.count - 1 else {
            completion?()
            return
        }
        let old = topViewController
        let removed = viewControllers[(index + 1)...]
        viewControllers.removeSubrange((index + 1)...)
        transition(from: old, to: topViewController)
        for controller in removed { controller.parent = nil }
        setNeedsDisplay()
        completion?()
    }

    // MARK: Drawing and input

    open override func render(in area: Rect, frame: Frame) {
        let top = topViewController
        var content = area
        if !top.isNavigationBarHidden {
            let (barArea, rest) = area.divided(top: NavigationBarView.height)
            content = rest
            let canGoBack = !top.isBackButtonHidden
            var item = top.navigationBarItem
            if item.leftItem == nil, canGoBack, viewControllers.count == 1, window?.isPresented(self) == true {
                item.leftItem = NavigationBarSideItem(type: .close)
            }
            let showsBack = canGoBack && viewControllers.count > 1
            let bar = NavigationBarView(
                item: item,
                showsBack: showsBack,
                onBack: { [weak self] in self?.goBack() }
            )
            top.render(in: content, frame: frame)
            bar.render(in: barArea, frame: frame)
            return
        }
        top.render(in: content, frame: frame)
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
    open override var bindings: [KeyBinding] {
        let top = topViewController
        var bindings = top.navigationBarItem.rightItems.compactMap { item -> KeyBinding? in
            guard let key = item.key, let action = item.onTapAction else { return nil }
            return KeyBinding(key, item.hint ?? "", isShown: item.hint != nil, action: action)
        }
        if !top.isBackButtonHidden, viewControllers.count > 1 || window?.isPresented(self) == true {
            let hints = window?.hintStrings ?? KeyHintStrings()
            bindings.append(
                KeyBinding([.escape, .backspace], hints.back) { [weak self] in
                    self?.goBack()
                })
        }
        return bindings
    }
}
