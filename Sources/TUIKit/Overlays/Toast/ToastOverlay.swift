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
    func area(in layout: OverlayLayout) -> Rect {
        switch item.toastType {
        case .local:
            return layout.content
        case .global:
            return layout.bounds.inset(
                by: EdgeInsets(top: NavigationBarView.height, bottom: TabBarStyle.classic.height))
        }
    }

    func render(layout: OverlayLayout, on canvas: inout Canvas, context: RenderContext) {
        let phase = timeline.phase(at: context.now)
        if phase == .entering || phase == .leaving { context.requestFrame() }
        let area = area(in: layout)
        let view = ToastView(
            viewItem: item.viewItem,
            colors: colors,
            badge: waitingCount > 0 ? "+\(waitingCount)" : nil,
            keyHint: item.isTappable ? ToastPresenter.tapKey.description : nil
        )
        let size = view.size(fitting: area.size, unicode: context.unicode)
        guard size.width >= 4, size.height >= 3 else { return }
        let rows = timeline.revealedRows(of: size.height, at: context.now)
        guard rows > 0 else { return }

        var box = Canvas(size: size)
        view.render(in: box.bounds, on: &box, context: context)
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
                canvas.set(box[column, firstRow + row], x: shown.x + column, y: y)
            }
            // A blank column each side keeps the text beneath from touching the border.
            for x in [shown.x - 1, shown.maxX] where area.contains(Point(x: x, y: y)) {
                canvas.set(Cell(" ", style: canvas[x, y].style), x: x, y: y)
            }
        }
        if item.isTappable && phase != .leaving {
            context.onTap(shown) { _ = onTap() }
        } else {
            context.blockTaps(in: shown)
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        key == ToastPresenter.tapKey && onTap()
    }
}
