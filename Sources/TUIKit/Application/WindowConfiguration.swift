import TUICore

/// What an app tells the window it makes (`Window.init`): its colours, its smallest size,
/// its title, the toolkit's words in its language and the styles its views start from. The template's twin is the app's
/// window setup in `SceneDelegate`, given as one value instead of properties set one by one.
public struct WindowConfiguration {
    public var colors: ThemeColors
    /// Below this size the window shows a "terminal too small" frame instead.
    public var minimumSize: Size
    /// The terminal window's title (the app's display name), if the app names it.
    public var title: String?
    /// The toolkit's words (back, close, validation, key hints) in the app's language,
    /// read at every frame.
    public var strings: @MainActor () -> ToolkitStrings
    /// Title and message of the "too small" frame for (minimum, current) sizes.
    public var tooSmallText: @MainActor (_ minimum: Size, _ current: Size) -> (title: String, message: String)
    /// What every frame's views start from: the app's own styles (button style, toast view,
    /// tab bar view, page-control colours) without a change to the toolkit.
    public var environment: ViewEnvironment

    public init(
        colors: ThemeColors = .standard,
        minimumSize: Size = Size(width: 40, height: 12),
        title: String? = nil,
        strings: @escaping @MainActor () -> ToolkitStrings = { ToolkitStrings() },
        tooSmallText: @escaping @MainActor (_ minimum: Size, _ current: Size) -> (title: String, message: String) =
            WindowConfiguration.englishTooSmallText,
        environment: ViewEnvironment = ViewEnvironment()
    ) {
        self.colors = colors
        self.minimumSize = minimumSize
        self.title = title
        self.strings = strings
        self.tooSmallText = tooSmallText
        self.environment = environment
    }

    /// The "too small" frame's words in English, for apps without strings of their own.
    @MainActor
    public static func englishTooSmallText(minimum: Size, current: Size) -> (title: String, message: String) {
        (
            "Terminal too small",
            "Needs at least \(minimum.width)×\(minimum.height), now \(current.width)×\(current.height)."
        )
    }
}
