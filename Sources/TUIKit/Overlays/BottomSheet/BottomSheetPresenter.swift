import TUICore

/// Draws its content and, while the binding asks for one, a bottom sheet over the
/// screens: what `.bottomSheet(isPresented:state:content:)` and
/// `.bottomSheet(item:state:content:)` make. A sheet has no navigation stack of its own;
/// it slides up when shown and down when dismissed.
public struct BottomSheetPresenter<Content: View, Sheet: View>: View {
    let content: Content
    let state: BottomSheetState
    let request: @MainActor () -> BottomSheetState.Presented?
    let sheet: @MainActor (Any) -> Sheet?
    let dismiss: @MainActor () -> Void

    public func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
        let item: Any
        let isClosing: Bool
        switch state.update(request: request(), now: frame.context.now) {
        case .hidden: return
        case .presented(let shown): (item, isClosing) = (shown, false)
        case .closing(let leaving): (item, isClosing) = (leaving, true)
        }
        guard let view = sheet(item) else { return }
        let presentation = (view as? any BottomSheetPresenting)?.presentation ?? BottomSheetPresentation()
        let windowHeight = frame.canvas.size.height
        let detent = presentation.restingDetent(selected: state.selectedDetent)
        let restingHeight = detent.height(inWindowOfHeight: windowHeight)
        let height = state.movement.height(
            toward: isClosing ? 0 : restingHeight, at: frame.context.now, instant: frame.context.reducesMotion)
        // Without motion a closing sheet is gone at once; one more frame takes it away.
        if state.movement.isMoving(at: frame.context.now) || (isClosing && frame.context.reducesMotion) {
            frame.requestFrame()
        }
        frame.present(
            BottomSheetOverlay(
                content: view,
                presentation: presentation,
                state: state,
                restingDetent: detent,
                height: height,
                layoutHeight: max(isClosing ? state.movement.motion.from : restingHeight, height),
                windowHeight: windowHeight,
                isClosing: isClosing,
                isBackgroundInteractive: presentation.isBackgroundInteractive(at: detent, windowHeight: windowHeight),
                dismiss: dismiss
            ))
    }

    public var bindings: [KeyBinding] { content.bindings }
}

extension View {
    /// Shows the sheet `content` builds while `isPresented` is true; the sheet sets it
    /// false when the user closes it (the template's `.sheet(isPresented:)`).
    public func bottomSheet<Sheet: View>(
        isPresented: Binding<Bool>,
        state: BottomSheetState,
        content: @escaping @MainActor () -> Sheet
    ) -> BottomSheetPresenter<Self, Sheet> {
        BottomSheetPresenter(
            content: self,
            state: state,
            request: { isPresented.wrappedValue ? BottomSheetState.Presented(id: true, item: ()) : nil },
            sheet: { _ in content() },
            dismiss: { isPresented.wrappedValue = false }
        )
    }

    /// Shows the sheet `content` builds for `item` while it is set; another item replaces
    /// the sheet (the old one goes, the new one comes up), and closing sets it nil (the
    /// template's `.sheet(item:)`).
    public func bottomSheet<Item: Identifiable, Sheet: View>(
        item: Binding<Item?>,
        state: BottomSheetState,
        content: @escaping @MainActor (Item) -> Sheet
    ) -> BottomSheetPresenter<Self, Sheet> {
        BottomSheetPresenter(
            content: self,
            state: state,
            request: { item.wrappedValue.map { BottomSheetState.Presented(id: AnyHashable($0.id), item: $0) } },
            sheet: { ($0 as? Item).map(content) },
            dismiss: { item.wrappedValue = nil }
        )
    }
}
