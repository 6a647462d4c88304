import TUICore

/// A screen whose content is a `View` (the twin of `UIHostingController`). State the
/// view reads from `@Observable` view models is tracked while drawing, and a change to it
/// marks the screen for redraw.
///
/// A module whose screen needs only a title, bar buttons or a load callback builds a
/// `HostingController` in its factory and needs no subclass:
/// ```swift
/// HostingController(
///     rootView: CacheDemoView(viewModel: viewModel),
///     navigationBarItem: { .title(R.string.cacheDemo.title()) },
///     onViewDidLoad: viewModel.onViewDidLoad
/// )
/// ```
@MainActor
open class HostingController<Content: View>: ScreenController {
    public var rootView: Content {
        didSet { setNeedsDisplay() }
    }

    /// Made on every read, so a title from the string tables follows a language switch.
    private var makeNavigationBarItem: (@MainActor () -> NavigationBarItem)?
    private let onViewDidLoad: (@MainActor () -> Void)?
    private let onSizeClassChange: (@MainActor (SizeClass) -> Void)?

    /// `onSizeClassChange` hears of a resize into another size class (a view model that
    /// changes what it shows by the terminal's room).
    public init(
        rootView: Content,
        navigationBarItem: (@MainActor () -> NavigationBarItem)? = nil,
        onViewDidLoad: (@MainActor () -> Void)? = nil,
        onSizeClassChange: (@MainActor (SizeClass) -> Void)? = nil
    ) {
        self.rootView = rootView
        self.makeNavigationBarItem = navigationBarItem
        self.onViewDidLoad = onViewDidLoad
        self.onSizeClassChange = onSizeClassChange
        super.init()
    }

    open override var navigationBarItem: NavigationBarItem {
        get { makeNavigationBarItem?() ?? super.navigationBarItem }
        set {
            makeNavigationBarItem = nil
            super.navigationBarItem = newValue
        }
    }

    open override func viewDidLoad() {
        onViewDidLoad?()
    }

    open override func sizeClassDidChange(_ sizeClass: SizeClass) {
        onSizeClassChange?(sizeClass)
    }

    /// A plain host is named by its root view less a "View" ending (`AnalyticsDemoView`
    /// makes `AnalyticsDemo`), as a module's own controller subclass would have been; a
    /// subclass by its own type.
    open override var screenName: String {
        guard type(of: self) == HostingController<Content>.self else { return super.screenName }
        let name = String(describing: Content.self)
        return name.hasSuffix("View") ? String(name.dropLast("View".count)) : name
    }

    open override func render(in area: Rect, frame: Frame) {
        let view = rootView
        frame.contentArea = area
        trackReads {
            view.render(in: area, frame: frame)
        } onChange: { [weak self] in
            self?.setNeedsDisplay()
        }
    }

    open override var bindings: [KeyBinding] { rootView.bindings }
}
