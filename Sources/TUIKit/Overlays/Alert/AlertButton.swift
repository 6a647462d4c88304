/// One button of an alert: the twin of a `Button(_:role:action:)` in SwiftUI's
/// `.alert(_:isPresented:actions:message:)`, with the roles of `UIAlertAction.Style`.
public struct AlertButton {
    public enum Role: Sendable, Equatable, CustomStringConvertible {
        case `default`
        /// Placed as iOS places it (first in a row, last in a stack), drawn in bold, and
        /// pressed by Esc.
        case cancel
        /// Drawn in the error color with a `!` marker, so it reads without color too.
        case destructive

        public var description: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    public var title: String
    public var role: Role
    public var action: @MainActor () -> Void

    public init(_ title: String, role: Role = .default, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }
}
