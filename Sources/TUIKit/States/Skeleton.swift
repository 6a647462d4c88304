import TUICore

/// Shows a shimmering placeholder instead of the content while it loads (the template's
/// `.skeleton(isLoading:) { SkeletonContentView() }`). The placeholder is built only
/// while loading; keys reach the content only once it shows.
public struct Skeleton<Content: View, Placeholder: View>: InteractiveView {
    public var content: Content
    public var isLoading: Bool
    public var configuration: ShimmerConfiguration
    public var placeholder: @MainActor () -> Placeholder

    public init(
        content: Content,
        isLoading: Bool,
        configuration: ShimmerConfiguration = .default,
        placeholder: @escaping @MainActor () -> Placeholder
    ) {
        self.content = content
        self.isLoading = isLoading
        self.configuration = configuration
        self.placeholder = placeholder
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        if isLoading {
            placeholder().shimmering(configuration: configuration).render(in: area, on: &canvas, context: context)
        } else {
            content.render(in: area, on: &canvas, context: context)
        }
    }

    public func handle(_ key: KeyEvent) -> Bool {
        guard !isLoading, let content = content as? any InteractiveView else { return false }
        return content.handle(key)
    }
}

extension View {
    /// This view once loaded; until then `placeholder`, shimmering.
    public func skeleton<Placeholder: View>(
        isLoading: Bool,
        configuration: ShimmerConfiguration = .default,
        placeholder: @escaping @MainActor () -> Placeholder
    ) -> Skeleton<Self, Placeholder> {
        Skeleton(content: self, isLoading: isLoading, configuration: configuration, placeholder: placeholder)
    }
}
