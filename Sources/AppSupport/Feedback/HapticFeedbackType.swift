/// The kinds of haptic feedback, named as UIKit's generators name them.
public enum HapticFeedbackType: Hashable, Sendable {
    public enum NotificationType: Hashable, Sendable, CaseIterable {
        case success
        case warning
        case error
    }

    public enum ImpactStyle: Hashable, Sendable, CaseIterable {
        case light
        case medium
        case heavy
    }

    /// A selection moved (a picker's value, a switch).
    case selection
    /// A task finished: it worked, needs attention, or failed.
    case notification(NotificationType)
    /// Something hit something, lightly to heavily.
    case impact(ImpactStyle)

    public static let allCases: [HapticFeedbackType] =
        [.selection] + NotificationType.allCases.map { .notification($0) } + ImpactStyle.allCases.map { .impact($0) }
}
