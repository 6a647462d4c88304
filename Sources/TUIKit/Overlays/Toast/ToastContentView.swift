import TUICore

/// A view that draws a toast's box: the toolkit's `ToastView`, or an app's own (the template's
/// `ToastBaseView` subclass). The overlay asks it its size, then places, slides and taps it.
public protocol ToastContentView: View {
    /// The box's size in an area of `available` cells.
    func size(fitting available: Size, unicode: Bool) -> Size
    /// Below this size the toast is not drawn (one cell unless the view says more).
    var minimumSize: Size { get }
}

extension ToastContentView {
    public var minimumSize: Size { Size(width: 1, height: 1) }
}

extension ToastView: ToastContentView {
    /// A border needs a row above and below the message.
    public var minimumSize: Size { Size(width: 4, height: 3) }
}

/// How the window draws toasts, handed down in the environment (`WindowConfiguration`'s
/// `environment`, or `View.toastView` for part of a screen): it turns the toolkit's
/// `ToastView` (the message, icons, colours, badge and key hint) into the box drawn.
public struct ToastViewStyle: Sendable {
    public let makeView: @MainActor @Sendable (ToastView) -> any ToastContentView

    public init(_ makeView: @escaping @MainActor @Sendable (ToastView) -> any ToastContentView) {
        self.makeView = makeView
    }

    /// The toolkit's rounded box.
    public static let standard = ToastViewStyle { $0 }
}
