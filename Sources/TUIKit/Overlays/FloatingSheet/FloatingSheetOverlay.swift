import TUICore

/// One floating controller over the screens for one frame. Only the front one takes keys:
/// its content first, then Esc closes it, + expands and - collapses. It never dims and
/// lets keys it does not use and clicks outside it reach the screen beneath.
struct FloatingSheetOverlay: Overlay {
    let controller: FloatingControllerPresentationManager
    let isFront: Bool

    var level: OverlayLevel { .sheet }
    var isModal: Bool { false }

    func render(in area: Rect, frame: Frame) {
        let bounds = area
        let windowHeight = bounds.height
        let resting = controller.isClosing ? 0 : windowHeight - controller.restingTop(windowHeight: windowHeight)
        let height = controller.movement.height(
            toward: resting, at: frame.context.now, instant: frame.context.reducesMotion)
        // Without motion a closing sheet is gone at once; one more frame takes it away.
        if controller.movement.isMoving(at: frame.context.now) || (controller.isClosing && frame.context.reducesMotion)
        {
            frame.requestFrame()
        }
        guard height > 0 else { return }
        let sheet = bounds.divided(bottom: height).slice
        if controller.isPresented {
            frame.blockTaps(in: sheet)
            frame.onDrag(SheetChrome.edge(of: sheet)) { (phase: DragPhase, point: Point) in
                drag(phase, at: point, windowHeight: windowHeight)
            }
        }
        var chrome = SheetChrome(
            background: controller.context.background ?? frame.context.colors.backgroundSecondary,
            grabber: controller.grabberAppearance
        )
        if controller.isPresented { chrome.onClose = { [controller] in controller.dismiss() } }
        chrome.render(in: sheet, frame: frame)
        let layoutHeight = max(height, controller.isClosing ? controller.movement.motion.from : resting)
        let laidOut = Rect(x: sheet.x, y: sheet.y, width: sheet.width, height: layoutHeight)
        controller.contentViewController.render(in: SheetChrome.contentArea(of: laidOut), frame: frame)
        SheetChrome.readOut(sheet, isModal: false, frame: frame)
    }

    /// Its content's keys and the sheet's own (`sheet.close`) are the keymap's one scope.
    var keyScope: KeyScope { KeyScope(name: "Sheet") }

    /// The front sheet's content first, then Esc to close and + or - to resize it.
    var bindings: [KeyBinding] {
        guard isFront, controller.isPresented else { return [] }
        return controller.contentViewController.keyBindings
            + SheetChrome.bindings(
                close: controller.dismiss, expand: controller.expand, collapse: controller.collapse)
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
