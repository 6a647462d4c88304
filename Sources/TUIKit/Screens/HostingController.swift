import Dispatch
import Observation
import TUICore

/// A screen whose content is a `View` (the twin of `UIHostingController`). State the
/// view reads from `@Observable` view models is tracked while drawing, and a change to it
/// marks the screen for redraw.
@MainActor
open class HostingController<Content: View>: ScreenController {
    public var rootView: Content {
        didSet { setNeedsDisplay() }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override func render(in area: Rect, frame: Frame) {
        let view = rootView
        frame.contentArea = area
        withObservationTracking {
            view.render(in: area, frame: frame)
        } onChange: { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.setNeedsDisplay() }
            }
        }
    }

    open override var bindings: [KeyBinding] { rootView.bindings }
}
