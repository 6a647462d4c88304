/// Values a container hands down to every view it draws (SwiftUI's environment): the text
/// style, the label style, the button style and the text field style, and the app's own
/// toast view, tab bar view and page-control colours (the template's custom-style points). A
/// modifier sets one for its content; the nearest modifier to a view wins, as with SwiftUI's
/// `.font`. A window's frames start from its `WindowConfiguration.environment`.
public struct ViewEnvironment: Sendable {
    /// The text style of `Text` that sets none itself.
    public var font: TextStyle?
    public var labelStyle: LabelStyle = .default
    public var buttonStyle: ButtonStyle = .primary
    public var floatingTextFieldStyle: FloatingTextFieldStyle = .underlined
    public var toastView: ToastViewStyle = .standard
    public var tabBarView: TabBarViewStyle = .standard
    public var pageControlColors = PageControlColors()

    public init() {}
}
