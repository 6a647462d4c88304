import TUIKit

/// The showcase's own styles, declared outside TUIKit as any app declares them (the
/// template's custom-style points): a button role of its own, its toast view, its tab bar
/// view and its page-control colours. The Styles demo draws a sample of each; an app that
/// wants them everywhere passes `ViewEnvironment.showcaseStyles` as its
/// `WindowConfiguration.environment`.
// docs: components.md
extension ButtonStyle.Role {
    /// An action that puts something away: the warning colour, marked `⚠`.
    static let archive = ButtonStyle.Role(
        "archive", title: { $0.textInverted }, fill: { _ in R.color.toast.warningAccent },
        mark: R.image.ic24.alert)
}

extension ButtonStyle {
    static let archive = ButtonStyle(role: .archive)
}

extension PageControlColors {
    /// The current page in the success colour, the others in the accent.
    static let showcase = PageControlColors(current: R.color.text.success, other: R.color.text.accent)
}

extension ViewEnvironment {
    /// Every style of the showcase's own at once, as a window's starting environment.
    static var showcaseStyles: ViewEnvironment {
        var environment = ViewEnvironment()
        environment.buttonStyle = .archive
        environment.toastView = .banner
        environment.tabBarView = .pills
        environment.pageControlColors = .showcase
        return environment
    }
}
// docs: end
