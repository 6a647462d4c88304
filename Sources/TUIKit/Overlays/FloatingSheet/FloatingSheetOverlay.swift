import TUICore

/// One floating controller over the screens for one frame. Only the front one takes keys:
/// its content first, then Esc closes it, + expands and - collapses. It never dims and
/// lets keys it does not use and clicks outside it reach the screen beneath.
struct FloatingSheetOverlay: Overlay {
    let controller: FloatingControllerPresentationManager
    let isFront: Bool

    var level: OverlayLevel { .sheet }
    var isModal: Bool { false }

    func render(layout: OverlayLayout, on canvas: inout Canvas, context: RenderContext) {
        let bounds = layout.bounds
        let windowHeight = bounds.height
        let resting = controller.isClosing ? 0 : windowHeight - controller.restingTop(windowHeight: windowHeight)
        let height = controller.movement.height(toward: resting, at: context.now)
        if controller.movement.isMoving(at: context.now) { context.requestFrame() }
        guard height > 0 else { return }
        let sheet = bounds.divided(bottom: height).slice
        if controller.isPresented {
            context.blockTaps(in: sheet)
            context.onDrag(SheetChrome.edge(of: sheet)) { (phase: DragPhase, point: Point) in
                drag(phase, at: point, windowHeight: windowHeight)
            }
        }
        var chrome = SheetChrome(
            background: controller.context.background ?? context.colors.backgroundSecondary,
            grabber: controller.grabberAppearance
        )
        if controller.isPresented { chrome.onClose = { [controller] in controller.dismiss() } }
        chrome.render(in: sheet, on: &canvas, context: context)
        let layoutHeight = max(height, controller.isClosing ? controller.movement.motion.from : resting)
        let laidOut = Rect(x: sheet.x, y: sheet.y, width: sheet.width, height: layoutHeight)
        controller.contentViewController.render(in: SheetChrome.contentArea(of: laidOut), on: &canvas, context: context)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard isFront, controller.isPresented else { return false }
        if controller.contentViewController.handle(key) { return true }
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        switch key.key {
        case .escape:
            controller.dismiss()
        case .character("+"), .character("="):
            controller.expand()
        case .character("-"):
            controller.collapse()
        default:
            return false
        }
        return true
    }

    private func drag(_ phase: DragPhase, at point: Point, windowHeight: Int) {
        let full = windowHeight - controller.top(for: .full, windowHeight: windowHeight)
        let half = windowHeight - controller.top(for: .half, windowHeight: windowHeight)
        let maximum = controller.context.isFullStateAllowed ? full : half
        switch phase {
        case .began:
            controller.movement.beginDrag(at: point.y)
        case .changed:
            controller.movement.moveDrag(to: point.y, maximumHeight: maximum)
        case .ended:
            controller.movement.moveDrag(to: point.y, maximumHeight: maximum)
            let positions: [FloatingControllerPosition] =
                controller.context.isFullStateAllowed ? [.half, .full] : [.half]
            let target: FloatingControllerPosition
            if let drag = controller.movement.drag, drag.hasMoved {
                target = positions[drag.nearest(among: positions.map { $0 == .full ? full : half }) ?? 0]
            } else {
                // A click on the grabber switches between the two states.
                target = controller.position == .half && controller.context.isFullStateAllowed ? .full : .half
            }
            controller.setPosition(target)
        }
    }
}
