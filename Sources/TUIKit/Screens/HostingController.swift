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

    open override func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let view = rootView
        context.contentArea = area
        withObservationTracking {
            view.render(in: area, on: &canvas, context: context)
        } onChange: { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.setNeedsDisplay() }
            }
        }
    }

    open override func handle(_ key: KeyEvent) -> Bool {
        (rootView as? any InteractiveView)?.handle(key) ?? false
    }

    open override func handlePaste(_ text: String) -> Bool {
        (rootView as? any InteractiveView)?.handlePaste(text) ?? false
    }
}
