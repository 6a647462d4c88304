/// Collects an alert's buttons from the `actions:` closure, as SwiftUI's view builder
/// does: one per line, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum AlertActionsBuilder {
    public static func buildExpression(_ button: AlertButton) -> [AlertButton] {
        [button]
    }

    public static func buildBlock(_ groups: [AlertButton]...) -> [AlertButton] {
        groups.flatMap { $0 }
    }

    public static func buildOptional(_ group: [AlertButton]?) -> [AlertButton] {
        group ?? []
    }

    public static func buildEither(first group: [AlertButton]) -> [AlertButton] {
        group
    }

    public static func buildEither(second group: [AlertButton]) -> [AlertButton] {
        group
    }

    public static func buildArray(_ groups: [[AlertButton]]) -> [AlertButton] {
        groups.flatMap { $0 }
    }
}
