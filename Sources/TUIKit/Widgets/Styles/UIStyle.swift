/// A reusable set of changes for one kind of view (the iOS utilities' `UIStyle`): declare it
/// once, in an extension, and apply it wherever that view appears.
///
/// ```swift
/// extension UIStyle where Target == IconLabel {
///     static var badgeTitle: UIStyle<IconLabel> { UIStyle { $0.textStyle = TextStyle([.bold]) } }
/// }
/// let label = IconLabel("New", icon: star).apply(style: .badgeTitle)
/// ```
public struct UIStyle<Target>: Sendable {
    private let body: @MainActor @Sendable (inout Target) -> Void

    public init(_ body: @escaping @MainActor @Sendable (inout Target) -> Void) {
        self.body = body
    }

    @MainActor
    public func apply(for target: inout Target) {
        body(&target)
    }

    /// This style, then `other` over it.
    public func combined(with other: UIStyle<Target>) -> UIStyle<Target> {
        UIStyle { target in
            apply(for: &target)
            other.apply(for: &target)
        }
    }
}

/// A view that a `UIStyle` of its own type can be applied to (`UIStyleProtocol`).
public protocol UIStyleProtocol {}

extension UIStyleProtocol {
    /// A copy of this view with `style` applied.
    @MainActor
    public func apply(style: UIStyle<Self>) -> Self {
        var copy = self
        style.apply(for: &copy)
        return copy
    }
}

/// A style whose view type is hidden (the iOS utilities' `AnyStyle`), for lists of styles of
/// different views; applying it to a view of another type changes nothing.
public struct AnyStyle: Sendable {
    private let body: @MainActor @Sendable (Any) -> Any?

    public init<Target>(style: UIStyle<Target>) {
        body = { value in
            guard var target = value as? Target else { return nil }
            style.apply(for: &target)
            return target
        }
    }

    /// `target` with the style applied, or unchanged when the style is for another type.
    @MainActor
    public func apply<Target>(for target: Target) -> Target {
        body(target) as? Target ?? target
    }
}
