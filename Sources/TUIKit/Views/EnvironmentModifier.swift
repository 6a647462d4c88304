import TUICore

/// Draws `content` with a changed environment, then restores the one it had, so the change
/// reaches exactly the views inside it.
public struct EnvironmentModifier<Content: View>: View {
    let content: Content
    let transform: (inout ViewEnvironment) -> Void

    public func render(in area: Rect, frame: Frame) {
        let outer = frame.context.environment
        transform(&frame.context.environment)
        content.render(in: area, frame: frame)
        frame.context.environment = outer
    }

    public var bindings: [KeyBinding] { content.bindings }
}

extension View {
    /// The text style for every `Text` inside that sets none closer to itself.
    public func font(_ style: TextStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.font = style }
    }

    /// How every `IconLabel` inside lays out its icon and title.
    public func labelStyle(_ style: LabelStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.labelStyle = style }
    }

    /// The look of every `Button` inside.
    public func buttonStyle(_ style: ButtonStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.buttonStyle = style }
    }

    /// The look of every `FloatingHintTextField` inside.
    public func floatingTextFieldStyle(_ style: FloatingTextFieldStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.floatingTextFieldStyle = style }
    }

    /// The colours of every `BeanPageControl` inside.
    public func pageControlColors(_ colors: PageControlColors) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.pageControlColors = colors }
    }

    /// How every toast drawn while this view is the window's content looks: for a whole app,
    /// set `WindowConfiguration.environment` instead, as toasts draw over every screen.
    public func toastView(_ style: ToastViewStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.toastView = style }
    }

    /// How every `CustomTabBarController` inside draws its bar.
    public func tabBarView(_ style: TabBarViewStyle) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.tabBarView = style }
    }
}
