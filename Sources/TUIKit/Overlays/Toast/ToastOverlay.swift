import TUICore

/// The shown toast as an overlay: placed by its type and direction, sliding from its edge
/// while it enters and leaves, tapped by a click on it or by `ToastPresenter.tapKey`.
/// It is not modal: every other key goes on to what is beneath.
struct ToastOverlay: Overlay {
    let item: ToastItem
    let timeline: ToastTimeline
    let colors: ToastColors.StyleColors
    /// Toasts queued behind this one, shown as a badge.
    let waitingCount: Int
    /// Taps this toast; false when it no longer takes taps.
    let onTap: @MainActor () -> Bool

    var level: OverlayLevel { item.toastType == .global ? .globalToast : .localToast }
    var isModal: Bool { false }

    /// Where toasts of this type may sit: a local toast in its screen's content, a global
    /// one in the window, clear of the navigation bar and tab bar rows so their text stays.
    func area(in bounds: Rect, content: Rect) -> Rect {
        switch item.toastType {
        case .local:
            return content
        case .global:
            return bounds.inset(
                by: EdgeInsets(top: NavigationBarView.height, bottom: TabBarStyle.classic.height))
        }
    }

    func render(in area: Rect, frame: Frame) {
        let phase = timeline.phase(at: frame.context.now)
        // Reduced motion: no slide; the presenter's own timers show and remove the toast.
        if !frame.context.reducesMotion, phase == .entering || phase == .leaving { frame.requestFrame() }
        let area = self.area(in: area, content: frame.contentArea)
        let view = frame.context.environment.toastView.makeView(
            ToastView(
                viewItem: item.viewItem,
                colors: colors,
                badge: waitingCount > 0 ? "+\(waitingCount)" : nil,
                keyHint: item.isTappable ? ToastPresenter.tapKey.description : nil
            ))
        let size = view.size(fitting: area.size, unicode: frame.context.unicode)
        guard size.width >= view.minimumSize.width, size.height >= view.minimumSize.height else { return }
        let rows =
            frame.context.reducesMotion
            ? (phase == .finished ? 0 : size.height) : timeline.revealedRows(of: size.height, at: frame.context.now)
        guard rows > 0 else { return }
        // The screen-reader mode shows a toast as the line it announces, on the live region,
        // and leaves the lines under it as they are (a box over them would cut them up).
        frame.announce(item.viewItem.message)
        if frame.context.screenReader { return }

        let box = frame.offscreen(size: size) { view.render(in: Rect(origin: .zero, size: size), frame: $0) }
        // Enters from its edge: a top toast shows its bottom rows first, under the bar.
        let x = area.x + (area.width - size.width) / 2
        let shown: Rect
        let firstRow: Int
        switch item.direction {
        case .top:
            shown = Rect(x: x, y: area.y, width: size.width, height: rows)
            firstRow = size.height - rows
        case .bottom:
            shown = Rect(x: x, y: area.maxY - rows, width: size.width, height: rows)
            firstRow = 0
        }
        for row in 0..<rows {
            let y = shown.y + row
            for column in 0..<size.width {
                frame.canvas.set(box[column, firstRow + row], x: shown.x + column, y: y)
            }
            // A blank column each side keeps the text beneath from touching the border.
            for x in [shown.x - 1, shown.maxX] where area.contains(Point(x: x, y: y)) {
                frame.canvas.set(Cell(" ", style: frame.canvas[x, y].style), x: x, y: y)
            }
        }
        if item.isTappable && phase != .leaving {
            frame.onTap(shown) { _ = onTap() }
        } else {
            frame.blockTaps(in: shown)
        }
    }

    var keyScope: KeyScope { KeyScope(name: "Toast") }

    /// The tap key, named in the toast's own border rather than the hint line.
    var bindings: [KeyBinding] {
        [KeyBinding(keys: [ToastPresenter.tapKey], id: "toast.tap", "", isShown: false) { _ in onTap() }]
    }
}
