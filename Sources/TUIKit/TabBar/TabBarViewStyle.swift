import TUICore

/// How a `CustomTabBarController` draws its bar (the template's custom `tabBarView`), handed
/// down in the environment (`WindowConfiguration`'s `environment`): it turns the toolkit's
/// `TabBarView` (the items, the selected one, the `TabBarStyle` and what a tap does) into the
/// view drawn, and says how many rows that takes.
public struct TabBarViewStyle: Sendable {
    public let height: @MainActor @Sendable (TabBarStyle) -> Int
    public let makeView: @MainActor @Sendable (TabBarView) -> any View

    public init(
        height: @escaping @MainActor @Sendable (TabBarStyle) -> Int = { $0.height },
        makeView: @escaping @MainActor @Sendable (TabBarView) -> any View
    ) {
        self.height = height
        self.makeView = makeView
    }

    /// The toolkit's bar in its `TabBarStyle`.
    public static let standard = TabBarViewStyle(makeView: { $0 })
}
