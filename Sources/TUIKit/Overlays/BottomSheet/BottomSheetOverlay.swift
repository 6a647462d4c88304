import TUICore

/// A bottom sheet over the screens for one frame, declared by `.bottomSheet`. It dims
/// what it covers, takes keys before the screen, closes on Esc, on a click outside and
/// on the close mark, and moves between detents with + and - or a drag on its top edge.
struct BottomSheetOverlay: Overlay {
    let content: any View
    let presentation: BottomSheetPresentation
    let state: BottomSheetState
    let restingDetent: PresentationDetent
    /// Rows the sheet takes at this frame.
    let height: Int
    /// Rows its content lays out in: where it rests, so content slides rather than reflows.
    let layoutHeight: Int
    let windowHeight: Int
    let isClosing: Bool
    /// Whether the screen beneath takes input with the sheet at its resting detent.
    let isBackgroundInteractive: Bool
    let dismiss: @MainActor () -> Void

    var level: OverlayLevel { .sheet }

    /// A sliding-away sheet and one over an interactive background let input through.
    var isModal: Bool { !isClosing && !isBackgroundInteractive }

    func render(in area: Rect, frame: Frame) {
        let bounds = area
        let (sheet, above) = bounds.divided(bottom: height)
        if let dimming = dimming(frame: frame) { dimming.apply(to: above, on: &frame.canvas) }
        if isModal { frame.onTap(bounds, dismiss) }
        guard height > 0 else { return }
        if !isClosing {
            frame.blockTaps(in: sheet)
            frame.onDrag(SheetChrome.edge(of: sheet)) { phase, point in drag(phase, at: point) }
        }
        let chrome = SheetChrome(
            background: presentation.background ?? frame.context.colors.backgroundSecondary,
            grabber: presentation.showsGrabber(windowHeight: windowHeight) ? .standard : nil,
            onClose: isClosing ? nil : dismiss
        )
        chrome.render(in: sheet, frame: frame)
        let laidOut = Rect(x: sheet.x, y: sheet.y, width: sheet.width, height: max(layoutHeight, height))
        content.render(in: SheetChrome.contentArea(of: laidOut), frame: frame)
        SheetChrome.readOut(sheet, isModal: isModal, frame: frame)
    }

    /// The overlay color at this frame: the custom one if set, else the standard dimming
    /// unless the background stays interactive; it fades with the sheet's slide.
    private func dimming(frame: Frame) -> BackgroundDimming? {
        let standard = isBackgroundInteractive ? nil : BottomSheetPresentation.standardDimming
        guard let overlay = presentation.overlayColor ?? standard else { return nil }
        let shown = Double(height) / Double(max(1, layoutHeight))
        return BackgroundDimming(
            color: frame.context.color(overlay.color), amount: overlay.opacity * shown, marksInactive: isModal)
    }

    /// The sheet's content first, then Esc to close and + or - to move between detents.
    /// Its content's keys and the sheet's own (`sheet.close`) are the keymap's one scope.
    var keyScope: KeyScope { KeyScope(name: "Sheet") }

    var bindings: [KeyBinding] {
        guard !isClosing else { return [] }
        return content.bindings + SheetChrome.bindings(close: dismiss, expand: { step(1) }, collapse: { step(-1) })
    }

    private func step(_ step: Int) {
        if let next = presentation.detent(after: restingDetent, step: step, windowHeight: windowHeight) {
            state.select(next)
        }
    }

    private func drag(_ phase: DragPhase, at point: Point) {
        switch phase {
        case .began:
            state.movement.beginDrag(at: point.y)
        case .changed:
            state.movement.moveDrag(to: point.y, maximumHeight: maximumHeight)
        case .ended:
            state.movement.moveDrag(to: point.y, maximumHeight: maximumHeight)
            let heights = presentation.detents.map { $0.height(inWindowOfHeight: windowHeight) }
            switch state.endDrag(detents: presentation.detents, heights: heights) {
            case .rest(let detent):
                state.select(detent)
            case .dismiss:
                dismiss()
            case .click:
                // A click on the grabber moves to the next detent, round to the lowest.
                let lowest = zip(presentation.detents, heights).min { $0.1 < $1.1 }?.0
                if let next = presentation.detent(after: restingDetent, step: 1, windowHeight: windowHeight) ?? lowest {
                    state.select(next)
                }
            }
        }
    }

    private var maximumHeight: Int {
        PresentationDetent.large.height(inWindowOfHeight: windowHeight)
    }
}
