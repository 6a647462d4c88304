import TUICore

/// Something drawn over the screens: a toast, a sheet, an alert. Screens declare the
/// overlays they show while drawing (`RenderContext.present(_:)`), as SwiftUI's
/// `.sheet(isPresented:)` does, so an overlay is shown exactly while its state says so.
@MainActor
public protocol Overlay {
    /// Where it sits among overlays; higher levels draw on top and take keys first.
    var level: OverlayLevel { get }
    /// A modal overlay keeps keys and clicks from reaching anything beneath it.
    var isModal: Bool { get }

    /// Draws the overlay. `layout` tells where the window's bars and content are.
    func render(layout: OverlayLayout, on canvas: inout Canvas, context: RenderContext)

    /// Handles a key while the overlay is shown; returns true when used.
    func handle(_ key: KeyEvent) -> Bool
}

extension Overlay {
    public var isModal: Bool { true }

    public func handle(_ key: KeyEvent) -> Bool { false }
}

/// Overlay layers, bottom to top.
public enum OverlayLevel: Int, Comparable, Sendable {
    /// Toasts inside the current screen's content, under sheets and alerts.
    case localToast
    case sheet
    case alert
    /// Toasts above everything.
    case globalToast

    public static func < (lhs: OverlayLevel, rhs: OverlayLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The geometry an overlay positions itself by.
public struct OverlayLayout: Sendable, Equatable {
    /// The whole window.
    public var bounds: Rect
    /// The front screen's content: below its navigation bar, above the tab bar.
    public var content: Rect

    public init(bounds: Rect, content: Rect) {
        self.bounds = bounds
        self.content = content
    }
}

/// An object that adds overlays to every frame on its own (the toast queue), rather than
/// a screen declaring them.
@MainActor
public protocol WindowOverlayProvider: AnyObject {
    func overlays(at now: Duration) -> [any Overlay]
}
