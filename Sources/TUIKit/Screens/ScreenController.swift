import TUICore

/// A screen: the view-controller twin. It hosts content, takes part in containers
/// (navigation stack, tab bar, presentation), gets lifecycle callbacks, and acts as every
/// router by forwarding to the container that can perform the transition, so a
/// coordinator is handed the screen itself as its router.
@MainActor
open class ScreenController: Navigatable, NavigationRouter, PresentationRouter, TabBarRouter, RootRouter {
    /// The container this screen lives in.
    public internal(set) weak var parent: ScreenController?
    /// Set on the window's root and on presented screens.
    weak var hostWindow: Window?
    public private(set) var isViewLoaded = false
    public private(set) var isVisible = false

    open var navigationBarItem = NavigationBarItem()
    open var isNavigationBarHidden = false
    open var isBackButtonHidden = false
    /// Hides the tab bar while this screen is on top (the template's `isTabBarHidden`).
    open var isTabBarHidden = false

    public init() {}

    /// The screen's name in logs and analytics: its type's name less a "Controller" ending.
    open var screenName: String {
        let name = String(describing: type(of: self))
        return name.hasSuffix("Controller") ? String(name.dropLast("Controller".count)) : name
    }

    // MARK: Lifecycle (override; call super is not required)

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}

    // MARK: Drawing and input

    /// Draws the screen's content into `area`.
    open func render(in area: Rect, frame: Frame) {}

    /// The keys this screen takes itself (a container's: back, tabs); see `keyBindings`.
    open var bindings: [KeyBinding] { [] }

    /// The bindings that apply while this screen is in front, most specific first: the
    /// visible child's chain, then this screen's own, as the window's keymap rebinds them
    /// (the one place a keymap applies, so dispatch, hint lines and help all follow it).
    public var keyBindings: [KeyBinding] {
        let own =
            window.map { $0.applyKeymap(to: bindings, scope: keyScope) }
            ?? Keymap.empty.apply(
                to: bindings, scope: keyScope)
        return (visibleChildren.last?.keyBindings ?? []) + own
    }

    /// Who declares this screen's own bindings, for the help screen and a keymap's checks:
    /// its name, shown as its title (a container overrides with words of its own).
    open var keyScope: KeyScope {
        if case .title(let title) = navigationBarItem.centralItem?.type, !title.isEmpty {
            return KeyScope(name: screenName, title: title)
        }
        return KeyScope(name: screenName)
    }

    /// The screens shown inside this one (containers override).
    open var visibleChildren: [ScreenController] { [] }

    /// Every screen this one contains, shown or not (a stack's screens, a tab bar's tabs):
    /// they all hear of a size class change. Containers override.
    open var childControllers: [ScreenController] { visibleChildren }

    // MARK: Size class

    /// The terminal's size class (compact, regular, wide) while this screen is in a
    /// window; regular before it is. The twin of the template's `UIDevice` size checks.
    public var sizeClass: SizeClass {
        window?.sizeClass ?? .regular
    }

    /// Called when a resize moves the terminal into another size class, on every screen
    /// in the window (override to change what the view model shows). A screen added later
    /// reads `sizeClass` instead.
    open func sizeClassDidChange(_ sizeClass: SizeClass) {}

    /// Tells this screen and every screen it contains of the new size class.
    func propagateSizeClass(_ sizeClass: SizeClass) {
        sizeClassDidChange(sizeClass)
        for child in childControllers { child.propagateSizeClass(sizeClass) }
    }

    /// Redraws on the next turn of the run loop.
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    public var window: Window? {
        hostWindow ?? parent?.window
    }

    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    public var tabBarController: CustomTabBarController? {
        var current = parent
        while let controller = current {
            if let tabBar = controller as? CustomTabBarController { return tabBar }
            current = controller.parent
        }
        return nil
    }

    /// The split view this screen is in, in either column.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    /// The deepest visible screen: the one whose bars and keys apply.
    public var topVisibleController: ScreenController {
        visibleChildren.last?.topVisibleController ?? self
    }

    // MARK: Appearance, driven by containers

    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    func beginAppearance() {
        window?.screensChanged()
        loadViewIfNeeded()
        viewWillAppear()
        for child in visibleChildren { child.beginAppearance() }
    }

    func endAppearance() {
        isVisible = true
        viewDidAppear()
        if visibleChildren.isEmpty { window?.application?.screenDidAppear(self) }
        for child in visibleChildren { child.endAppearance() }
    }

    func beginDisappearance() {
        viewWillDisappear()
        for child in visibleChildren { child.beginDisappearance() }
    }

    func endDisappearance() {
        isVisible = false
        viewDidDisappear()
        for child in visibleChildren { child.endDisappearance() }
    }

    /// Runs the four callbacks of a switch from `old` to `new` in UIKit's order, if this
    /// container is on screen.
    func transition(from old: ScreenController?, to new: ScreenController?) {
        guard isVisible else {
            new?.loadViewIfNeeded()
            return
        }
        old?.beginDisappearance()
        new?.beginAppearance()
        old?.endDisappearance()
        new?.endAppearance()
    }

    // MARK: Routers, forwarded to the container that can act

    public func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        navigationController?.push(controller: controller, isAnimated: isAnimated, completion: completion)
    }

    public func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        navigationController?.pop(isAnimated: isAnimated, completion: completion)
    }

    public func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        // A detail beside a list may name a screen of the list's column (back to the list).
        if let split = splitViewController, let navigation = navigationController, navigation === split.secondary,
            !navigation.viewControllers.contains(where: { Swift.type(of: $0) == type })
        {
            split.popToPrimary(type, isAnimated: isAnimated, completion: completion)
            return
        }
        navigationController?.pop(to: type, isAnimated: isAnimated, completion: completion)
    }

    public func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        navigationController?.popToRoot(isAnimated: isAnimated, completion: completion)
    }

    public func showDetail(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        if let splitViewController {
            splitViewController.showDetail(controller: controller, isAnimated: isAnimated, completion: completion)
        } else {
            push(controller: controller, isAnimated: isAnimated, completion: completion)
        }
    }

    public func present(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        window?.present(controller: controller, isAnimated: isAnimated, completion: completion)
    }

    public func dismiss(isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        window?.dismiss(isAnimated: isAnimated, completion: completion)
    }

    public func selectTab(index: Int) {
        tabBarController?.selectTab(index: index)
    }

    public func showApplicationRoot(controller: ScreenController, animated: Bool) {
        window?.showApplicationRoot(controller: controller, animated: animated)
    }
}
