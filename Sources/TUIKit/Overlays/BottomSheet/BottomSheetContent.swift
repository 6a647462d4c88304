import TUICore

/// A sheet's content with how it presents itself, made by the presentation modifiers
/// (`.presentationDetents(_:)` and the rest), as SwiftUI sets them inside `.sheet { }`.
public struct BottomSheetContent<Content: View>: View, BottomSheetPresenting {
    public var content: Content
    public var presentation: BottomSheetPresentation

    public init(content: Content, presentation: BottomSheetPresentation = BottomSheetPresentation()) {
        self.content = content
        self.presentation = presentation
    }

    public func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
    }

    public var bindings: [KeyBinding] { content.bindings }

    /// The heights the sheet can rest at, in the order given; it comes up at the first.
    public func presentationDetents(_ detents: [PresentationDetent]) -> Self {
        modified { $0.detents = detents.isEmpty ? [.large] : detents }
    }

    /// Keeps the screen beneath interactive and undimmed while the sheet rests at or
    /// below `detent` (the template's wrapper over `.presentationBackgroundInteraction`).
    public func enablePresentationBackgroundInteraction(detent: PresentationDetent) -> Self {
        modified { $0.backgroundInteractionDetent = detent }
    }

    /// Lays `color` over the screen beneath instead of the standard dimming.
    public func presentationOverlayColor(_ color: ColorSet, opacity: Double = 0.5) -> Self {
        modified { $0.overlayColor = BottomSheetPresentation.OverlayColor(color: color, opacity: opacity) }
    }

    /// The sheet's background color.
    public func presentationBackground(_ color: ColorSet) -> Self {
        modified { $0.background = color }
    }

    private func modified(_ change: (inout BottomSheetPresentation) -> Void) -> Self {
        var copy = self
        change(&copy.presentation)
        return copy
    }
}

/// Content that says how its sheet presents itself.
@MainActor
protocol BottomSheetPresenting {
    var presentation: BottomSheetPresentation { get }
}

extension View {
    /// See `BottomSheetContent.presentationDetents(_:)`.
    public func presentationDetents(_ detents: [PresentationDetent]) -> BottomSheetContent<Self> {
        BottomSheetContent(content: self).presentationDetents(detents)
    }

    /// See `BottomSheetContent.enablePresentationBackgroundInteraction(detent:)`.
    public func enablePresentationBackgroundInteraction(detent: PresentationDetent) -> BottomSheetContent<Self> {
        BottomSheetContent(content: self).enablePresentationBackgroundInteraction(detent: detent)
    }

    /// See `BottomSheetContent.presentationOverlayColor(_:opacity:)`.
    public func presentationOverlayColor(_ color: ColorSet, opacity: Double = 0.5) -> BottomSheetContent<Self> {
        BottomSheetContent(content: self).presentationOverlayColor(color, opacity: opacity)
    }

    /// See `BottomSheetContent.presentationBackground(_:)`.
    public func presentationBackground(_ color: ColorSet) -> BottomSheetContent<Self> {
        BottomSheetContent(content: self).presentationBackground(color)
    }
}
