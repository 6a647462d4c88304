import TUICore

/// Something drawn over the screens: a toast, a sheet, an alert. Screens declare the
/// overlays they show while drawing (`Frame.present(_:)`), as SwiftUI's
/// `.sheet(isPresented:)` does, so an overlay is shown exactly while its state says so.
///
/// An overlay is a view: the window draws it into the whole frame, and it finds the front
/// screen's content (below the navigation bar, above the tab bar) in `frame.contentArea`.
@MainActor
public protocol Overlay: View {
    /// Where it sits among overlays; higher levels draw on top and take keys first.
    var level: OverlayLevel { get }
    /// A modal overlay keeps keys and clicks from reaching anything beneath it.
    var isModal: Bool { get }
    /// Who declares its keys, for a keymap (`alert.next`) and the help screen.
    var keyScope: KeyScope { get }
}

extension Overlay {
    public var isModal: Bool { true }
    public var keyScope: KeyScope { KeyScope(name: String(describing: Self.self)) }
}

/// Overlay layers, bottom to top.
public enum OverlayLevel: Int, Comparable, Sendable {
    /// Toasts inside the current screen's content, under sheets and alerts.
    case localToast
    case sheet
    case alert
    /// Toasts above everything.
    case globalToast
    /// The command palette: over everything, since it lists what every layer does.
    case palette

    public static func < (lhs: OverlayLevel, rhs: OverlayLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An object that adds overlays to every frame on its own (the toast queue), rather than
/// a screen declaring them.
@MainActor
public protocol WindowOverlayProvider: AnyObject {
    func overlays(at now: Duration) -> [any Overlay]
}
