/// One kind of block in a `LoadingView` (the template's `BaseLoadingViewBlock`): a
/// placeholder of a fixed height, shown once, a number of times, or as many times as fit.
public struct LoadingViewBlock {
    public enum Repetition: Sendable, Hashable {
        case once
        case times(Int)
        /// As many whole blocks as fit in the rows left (a list's rows).
        case fill
    }

    public var height: Int
    public var repetition: Repetition
    /// The placeholder for the `index`-th copy, so copies can differ (bar widths).
    public var content: @MainActor (_ index: Int) -> any View

    public init(
        height: Int,
        repetition: Repetition = .once,
        content: @escaping @MainActor (_ index: Int) -> any View
    ) {
        self.height = height
        self.repetition = repetition
        self.content = content
    }
}
