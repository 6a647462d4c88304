/// The colours of a page control's beans (the iOS utilities' `BeanPageControl` colours for
/// its current and other pages), handed down in the environment (`View.pageControlColors`,
/// or `WindowConfiguration`'s `environment` for the whole app). A nil colour keeps the
/// theme's: the accent for the current page, the secondary text for the others. The
/// current bean stays wide and bold, so it reads without colour.
public struct PageControlColors: Sendable, Equatable {
    public var current: ColorSet?
    public var other: ColorSet?

    public init(current: ColorSet? = nil, other: ColorSet? = nil) {
        self.current = current
        self.other = other
    }
}
