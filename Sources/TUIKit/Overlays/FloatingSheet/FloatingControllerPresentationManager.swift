/// Presents a screen as a floating controller: a sheet that rises from the bottom over
/// its source screen, rests half or fully expanded, moves by key (+ -) or by a drag on its
/// grabber, and leaves the screen beneath interactive (the twin of the iOS
/// `FloatingControllerPresentationManager`).
///
/// Controllers presented with the same `groupID` stack: with
/// `shouldMinimizePreviousController`, presenting one sinks the last one of its group to
/// `Appearance.minimizationOffset` rows below its own top, out of sight, until it goes.
@MainActor
public final class FloatingControllerPresentationManager {
    public enum Appearance {
        /// How far below the covering controller's top a minimized one rests.
        public static let minimizationOffset = 3
        /// Rows a controller in the full state leaves above itself (the screen's title).
        public static let fullStateTopOffset = 1
    }

    public let context: FloatingControllerContext
    public let groupID: String
    public let contentViewController: ScreenController
    public private(set) weak var sourceViewController: ScreenController?
    public let shouldMinimizePreviousController: Bool
    public let grabberAppearance: GrabberAppearance

    public private(set) var position: FloatingControllerPosition
    /// From `present()` until `dismiss()`.
    public private(set) var isPresented = false
    /// The controller of this group presented over this one, keeping it minimized.
    public private(set) weak var minimizingController: FloatingControllerPresentationManager?

    /// Dismissed, and sliding away until it is gone.
    private(set) var isClosing = false
    var movement = SheetMovement()
    private weak var stack: FloatingControllerStack?

    public init(
        context: FloatingControllerContext,
        groupID: String,
        contentViewController: ScreenController,
        sourceViewController: ScreenController,
        shouldMinimizePreviousController: Bool = false,
        grabberAppearance: GrabberAppearance = .standard
    ) {
        self.context = context
        self.groupID = groupID
        self.contentViewController = contentViewController
        self.sourceViewController = sourceViewController
        self.shouldMinimizePreviousController = shouldMinimizePreviousController
        self.grabberAppearance = grabberAppearance
        position = context.initialPosition
    }

    public var isMinimized: Bool { minimizingController != nil }

    /// Slides the controller up over its source at its context's initial position. It
    /// shows while the source is on screen, and its content takes keys first. Does nothing
    /// while the source is in no window, or while this controller is up or sliding away.
    public func present() {
        guard !isPresented, !isClosing, let source = sourceViewController, let window = source.window else { return }
        let stack = window.overlayProvider(FloatingControllerStack.self) { FloatingControllerStack() }
        self.stack = stack
        isPresented = true
        position = context.initialPosition
        contentViewController.parent = source
        stack.add(self)
        movement.begin(from: 0)
        contentViewController.beginAppearance()
        contentViewController.endAppearance()
        source.setNeedsDisplay()
    }

    /// Slides the controller away; the one it kept minimized comes back.
    public func dismiss() {
        guard isPresented else { return }
        isPresented = false
        isClosing = true
        movement.beginFromCurrentHeight()
        stack?.restore(minimizedBy: self)
        contentViewController.beginDisappearance()
        contentViewController.endDisappearance()
        sourceViewController?.setNeedsDisplay()
    }

    /// Moves to `position`, easing from where it is; the full state only if the context
    /// allows it.
    public func setPosition(_ position: FloatingControllerPosition) {
        guard isPresented, position == .half || context.isFullStateAllowed else { return }
        self.position = position
        movement.beginFromCurrentHeight()
        sourceViewController?.setNeedsDisplay()
    }

    public func expand() {
        setPosition(.full)
    }

    public func collapse() {
        setPosition(.half)
    }

    /// The row its top edge rests at in a window `windowHeight` rows tall: its
    /// position's, or, while minimized, below the top of the controller covering it.
    public func restingTop(windowHeight: Int) -> Int {
        if let cover = minimizingController {
            return min(windowHeight, cover.restingTop(windowHeight: windowHeight) + Appearance.minimizationOffset)
        }
        return top(for: position, windowHeight: windowHeight)
    }

    /// The row the top edge rests at in `position`.
    public func top(for position: FloatingControllerPosition, windowHeight: Int) -> Int {
        let full = Appearance.fullStateTopOffset
        switch position {
        case .full:
            return full
        case .half:
            let top = Int((Double(windowHeight) * min(max(context.halfStateTopOffset, 0), 1)).rounded())
            return max(full, min(top, windowHeight - PresentationDetent.minimumHeight))
        }
    }

    func minimize(under controller: FloatingControllerPresentationManager) {
        movement.beginFromCurrentHeight()
        minimizingController = controller
    }

    func restore() {
        movement.beginFromCurrentHeight()
        minimizingController = nil
    }

    /// Removes the content from its source once it has slid away; it may be presented
    /// again from here.
    func detach() {
        contentViewController.parent = nil
        isClosing = false
        movement.reset()
    }
}
