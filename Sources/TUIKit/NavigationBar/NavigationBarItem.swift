import TUICore

/// What the navigation bar shows for a screen: a central item (a title or a custom
/// view), a left item (back or close) and icon items on the right.
@MainActor
public struct NavigationBarItem {
    public var centralItem: NavigationBarCentralItem?
    public var leftItem: NavigationBarSideItem?
    public var rightItems: [NavigationBarSideItem]

    public init(
        centralItem: NavigationBarCentralItem? = nil,
        leftItem: NavigationBarSideItem? = nil,
        rightItems: [NavigationBarSideItem] = []
    ) {
        self.centralItem = centralItem
        self.leftItem = leftItem
        self.rightItems = rightItems
    }

    /// A bar with a title, the default back item and `rightItems`.
    public static func title(_ title: String, rightItems: [NavigationBarSideItem] = []) -> NavigationBarItem {
        NavigationBarItem(centralItem: NavigationBarCentralItem(type: .title(title)), rightItems: rightItems)
    }
}

/// The middle of the navigation bar.
@MainActor
public struct NavigationBarCentralItem {
    public enum ItemType {
        case title(String)
        /// A custom view drawn in the bar's middle.
        case view(any View)
    }

    public var type: ItemType

    public init(type: ItemType) {
        self.type = type
    }
}

/// A left or right item of the navigation bar.
@MainActor
public struct NavigationBarSideItem {
    public enum ItemType {
        /// Pops the screen (drawn as "‹ Back").
        case back
        /// Dismisses a presented screen (drawn as "✕").
        case close
        case icon(Icon)
        case title(String)
    }

    public var type: ItemType
    /// Runs on click; for `.back` and `.close` nil means pop or dismiss.
    public var onTapAction: (@MainActor () -> Void)?
    /// A key that triggers the item as a click does, shown next to it.
    public var key: KeyEvent?
    /// What the key does, for the hint line ("reload"); without it the key is left out
    /// of the hint line (the bar already shows it next to the item).
    public var hint: String?
    /// The key's stable id, what a keymap rebinds (`network.reload`).
    public var id: KeyBinding.ID?

    public init(
        type: ItemType,
        key: KeyEvent? = nil,
        id: KeyBinding.ID? = nil,
        hint: String? = nil,
        onTapAction: (@MainActor () -> Void)? = nil
    ) {
        self.type = type
        self.key = key
        self.id = id
        self.hint = hint
        self.onTapAction = onTapAction
    }
}
