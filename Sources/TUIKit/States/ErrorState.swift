import TUICore

/// Shows an error view instead of the content while `isError` is set (the template's
/// `.errorState(isError:) { ErrorView(onRetry:) }`); keys go to whichever shows.
public struct ErrorState<Content: View, ErrorContent: View>: View {
    public var content: Content
    public var isError: Bool
    public var errorContent: @MainActor () -> ErrorContent

    public init(content: Content, isError: Bool, errorContent: @escaping @MainActor () -> ErrorContent) {
        self.content = content
        self.isError = isError
        self.errorContent = errorContent
    }

    public func render(in area: Rect, frame: Frame) {
        if isError {
            errorContent().render(in: area, frame: frame)
        } else {
            content.render(in: area, frame: frame)
        }
    }

    /// The keys of whichever is shown.
    public var bindings: [KeyBinding] { isError ? errorContent().bindings : content.bindings }
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
