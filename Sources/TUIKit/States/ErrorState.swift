import TUICore

/// Shows an error view instead of the content while `isError` is set (the template's
/// `.errorState(isError:) { ErrorView(onRetry:) }`); keys go to whichever shows.
public struct ErrorState<Content: View, ErrorContent: View>: InteractiveView {
    public var content: Content
    public var isError: Bool
    public var errorContent: @MainActor () -> ErrorContent

    public init(content: Content, isError: Bool, errorContent: @escaping @MainActor () -> ErrorContent) {
        self.content = content
        self.isError = isError
        self.errorContent = errorContent
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        if isError {
            errorContent().render(in: area, on: &canvas, context: context)
        } else {
            content.render(in: area, on: &canvas, context: context)
        }
    }

    public func handle(_ key: KeyEvent) -> Bool {
        let shown: any View = isError ? errorContent() : content
        return (shown as? any InteractiveView)?.handle(key) ?? false
    }
}

extension View {
    /// This view, or `errorContent` while `isError`.
    public func errorState<ErrorContent: View>(
        isError: Bool,
        errorContent: @escaping @MainActor () -> ErrorContent
    ) -> ErrorState<Self, ErrorContent> {
        ErrorState(content: self, isError: isError, errorContent: errorContent)
    }
}
