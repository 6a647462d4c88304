import TUICore

/// Tabs with a tab bar at the bottom (the template's `CustomTabBarController`). Each tab
/// is usually a `NavigationController` whose root provides the tab's icon and title.
/// Number keys, Tab and Shift-Tab switch tabs when the screen in front does not use them.
@MainActor
open class CustomTabBarController: ScreenController, TabBarVisibilityManager {
    public let controllers: [ScreenController]
    public private(set) var selectedIndex = 0
    public private(set) var isTabBarVisible = true
    /// The bar's look, read in every frame, so a change in settings shows at once.
    public var tabBarStyle: @MainActor () -> TabBarStyle = { .classic }
    /// Called with the new index after the user switches tabs by key or click, as
    /// `UITabBarControllerDelegate`'s `didSelect` is; `selectTab(index:)` from code does not
    /// call it.
    public var onUserSelectTab: (@MainActor (Int) -> Void)?

    public init(controllers: [ScreenController]) {
        precondition(!controllers.isEmpty, "a tab bar needs at least one tab")
        self.controllers = controllers
        super.init()
        for controller in controllers { controller.parent = self }
    }

    public var selectedController: ScreenController { controllers[selectedIndex] }

    open override var visibleChildren: [ScreenController] { [selectedController] }

    open override var childControllers: [ScreenController] { controllers }

    /// Whether the bar is drawn now: the manager's choice and the top screen's wish.
    public var isTabBarShown: Bool {
        isTabBarVisible && !selectedController.topVisibleController.isTabBarHidden
    }

    public func setTabBar(isVisible: Bool) {
        isTabBarVisible = isVisible
        setNeedsDisplay()
    }

    public override func selectTab(index: Int) {
        guard controllers.indices.contains(index), index != selectedIndex else { return }
        let old = selectedController
        selectedIndex = index
        transition(from: old, to: selectedController)
        setNeedsDisplay()
    }

    /// A switch the user asked for: selects the tab and tells `onUserSelectTab` when it changed.
    private func userSelectTab(index: Int) {
        let previous = selectedIndex
        selectTab(index: index)
        if selectedIndex != previous { onUserSelectTab?(selectedIndex) }
    }

    open override func render(in area: Rect, frame: Frame) {
        guard isTabBarShown else {
            selectedController.render(in: area, frame: frame)
            return
        }
        let style = tabBarStyle()
        let barView = frame.context.environment.tabBarView
        let (barArea, content) = area.divided(bottom: barView.height(style))
        selectedController.render(in: content, frame: frame)
        let items = controllers.map { controller in
            // A split view's tab is named by its primary column's root.
            let stack = (controller as? SplitViewController)?.primary ?? controller
            let provider =
                (stack as? NavigationController)?.viewControllers.first as? CustomTabBarItemProvider
                ?? controller as? CustomTabBarItemProvider
            return TabBarView.Item(
                icon: provider?.tabBarItemIcon ?? Icon(glyph: "•", ascii: "*"), title: provider?.tabBarItemTitle ?? "")
        }
        let bar = TabBarView(items: items, selectedIndex: selectedIndex, style: style) { [weak self] index in
            self?.userSelectTab(index: index)
        }
        barView.makeView(bar).render(in: barArea, frame: frame)
    }

    /// While the bar shows: Tab and Shift-Tab step through the tabs, a digit picks one.
    /// Hidden, as the bar names its digits itself; a root screen shows the binding in its
    /// hint line with `KeyBinding.inherited(.tab)`.
    open override var bindings: [KeyBinding] {
        guard isTabBarShown, !controllers.isEmpty else { return [] }
        let count = controllers.count
        let digits = (1...count).map { KeyEvent(.character(Character(String($0)))) }
        let hints = window?.hintStrings ?? KeyHintStrings()
        let label = "Tab \(hints.or) 1-\(count)"
        let slots =
            [KeyBinding.Slot("tabs.next", [.tab]), KeyBinding.Slot("tabs.previous", [.backTab])]
            + digits.enumerated().map { KeyBinding.Slot(KeyBinding.ID("tabs.\($0.offset + 1)"), [$0.element]) }
        return [
            KeyBinding(keys: [.tab, .backTab] + digits, slots: slots, label: label, hints.tabs, isShown: false) {
                [weak self] key in
                guard let self else { return false }
                switch key.key {
                case .tab: userSelectTab(index: (selectedIndex + 1) % count)
                case .backTab: userSelectTab(index: (selectedIndex + count - 1) % count)
                case .character(let character): userSelectTab(index: (character.wholeNumberValue ?? 1) - 1)
                default: return false
                }
                return true
            }
        ]
    }

    open override var keyScope: KeyScope {
        KeyScope(name: "TabBar", title: (window?.hintStrings ?? KeyHintStrings()).tabBar)
    }
}
