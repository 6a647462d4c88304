/// How a bottom sheet presents itself, set by modifiers on the sheet's content
/// (`.presentationDetents(_:)`, `.enablePresentationBackgroundInteraction(detent:)`…).
public struct BottomSheetPresentation: Sendable {
    /// The heights the sheet can rest at; it comes up at the first.
    public var detents: [PresentationDetent] = [.large]
    /// Up through this detent the screen beneath stays interactive and undimmed.
    public var backgroundInteractionDetent: PresentationDetent?
    /// Laid over the screen beneath instead of the standard dimming.
    public var overlayColor: OverlayColor?
    /// The sheet's own background; nil takes the theme's secondary background.
    public var background: ColorSet?

    /// A color laid over what a sheet covers, as `Color.black.opacity(0.5)` would be.
    public struct OverlayColor: Hashable, Sendable {
        public var color: ColorSet
        /// How much of the color shows, 0…1.
        public var opacity: Double

        public init(color: ColorSet, opacity: Double = 0.5) {
            self.color = color
            self.opacity = opacity
        }
    }

    /// The dimming iOS lays behind a sheet: black at half opacity.
    public static let standardDimming = OverlayColor(color: ColorSet(.rgb(0, 0, 0)), opacity: 0.5)

    public init() {}

    /// `selected` if it is one of the detents, else the first detent.
    public func restingDetent(selected: PresentationDetent?) -> PresentationDetent {
        if let selected, detents.contains(selected) { return selected }
        return detents.first ?? .large
    }

    /// Whether the screen beneath takes keys and clicks while the sheet rests at `detent`
    /// in a window `windowHeight` rows tall.
    public func isBackgroundInteractive(at detent: PresentationDetent, windowHeight: Int) -> Bool {
        guard let limit = backgroundInteractionDetent else { return false }
        return detent.height(inWindowOfHeight: windowHeight) <= limit.height(inWindowOfHeight: windowHeight)
    }

    /// The detent next taller (`step` 1) or shorter (`step` -1) than `detent`, if any.
    /// Detents that come out the same height in this window count once.
    public func detent(after detent: PresentationDetent, step: Int, windowHeight: Int) -> PresentationDetent? {
        let current = detent.height(inWindowOfHeight: windowHeight)
        let others = detents.map { ($0, $0.height(inWindowOfHeight: windowHeight)) }
        if step > 0 {
            return others.filter { $0.1 > current }.min { $0.1 < $1.1 }?.0
        }
        return others.filter { $0.1 < current }.max { $0.1 < $1.1 }?.0
    }

    /// Whether the grabber shows: as SwiftUI's automatic drag indicator, when there is
    /// more than one height to move between.
    func showsGrabber(windowHeight: Int) -> Bool {
        Set(detents.map { $0.height(inWindowOfHeight: windowHeight) }).count > 1
    }
}
