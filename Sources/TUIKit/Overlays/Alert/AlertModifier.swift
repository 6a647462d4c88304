import TUICore

extension View {
    /// Shows an alert over the window while `isPresented` is true: the twin of SwiftUI's
    /// `.alert(_:isPresented:actions:message:)`. Pressing a button sets `isPresented` to
    /// false before its action runs. Without buttons the alert gets an OK one.
    ///
    /// The alert's focus is kept by the window under the place this call is written, as
    /// SwiftUI keeps a view's state by its place in the code.
    public func alert(
        _ title: String,
        isPresented: Binding<Bool>,
        @AlertActionsBuilder actions: @escaping @MainActor () -> [AlertButton],
        message: @escaping @MainActor () -> String,
        fileID: String = #fileID,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        AlertPresentingView(
            content: self,
            title: title,
            isPresented: isPresented,
            actions: actions,
            message: message,
            key: AlertKey(fileID: fileID, line: line, column: column)
        )
    }

    /// An alert with a title and buttons only.
    public func alert(
        _ title: String,
        isPresented: Binding<Bool>,
        @AlertActionsBuilder actions: @escaping @MainActor () -> [AlertButton],
        fileID: String = #fileID,
        line: Int = #line,
        column: Int = #column
    ) -> some View {
        alert(
            title, isPresented: isPresented, actions: actions, message: { "" },
            fileID: fileID, line: line, column: column)
    }
}

/// Where an `.alert` call is written: the key its state is kept under.
private struct AlertKey: Hashable {
    let fileID: String
    let line: Int
    let column: Int
}

/// A view with an alert attached: draws the view, then, while presented, declares the
/// alert as an overlay, asking for its buttons and message only then. Keys go on to the
/// view; the window gives the alert its keys first.
private struct AlertPresentingView<Content: View>: View {
    let content: Content
    let title: String
    let isPresented: Binding<Bool>
    let actions: @MainActor () -> [AlertButton]
    let message: @MainActor () -> String
    let key: AlertKey

    func render(in area: Rect, frame: Frame) {
        content.render(in: area, frame: frame)
        guard isPresented.wrappedValue else { return }
        let state = frame.state(for: key) { AlertState() }
        let declared = actions()
        let buttons = declared.isEmpty ? [AlertButton(frame.context.strings.ok)] : declared
        frame.present(
            AlertOverlay(title: title, message: message(), buttons: buttons, isPresented: isPresented, state: state))
    }

    var bindings: [KeyBinding] { content.bindings }
}
