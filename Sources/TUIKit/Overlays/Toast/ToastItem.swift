/// A toast to show (the template's `ToastItem`): what it says, where it goes, how long it
/// stays and what a tap on it does.
public struct ToastItem {
    /// Style, message and icons.
    public var viewItem: ToastViewItem
    /// Global toasts draw above everything; local ones inside their screen's content.
    public var toastType: ToastType
    /// Below the navigation bar or above the tab bar.
    public var direction: ToastDirection
    /// How long it stays fully shown, not counting its enter and leave animations.
    public var duration: ToastDuration
    /// Whether a tap (a click, or `ToastPresenter.tapKey`) hides it.
    public var isHideOnTap: Bool
    /// Runs on a tap, whether or not the tap hides the toast.
    public var onTap: (@MainActor () -> Void)?

    public init(
        viewItem: ToastViewItem,
        toastType: ToastType = .local,
        direction: ToastDirection = .bottom,
        duration: ToastDuration = .three,
        isHideOnTap: Bool = true,
        onTap: (@MainActor () -> Void)? = nil
    ) {
        self.viewItem = viewItem
        self.toastType = toastType
        self.direction = direction
        self.duration = duration
        self.isHideOnTap = isHideOnTap
        self.onTap = onTap
    }

    /// The template's standard toast: local, at the bottom, for three seconds, hidden by a tap.
    public init(message: String, style: ToastStyle) {
        self.init(viewItem: ToastViewItem(style: style, message: message))
    }

    /// Whether a tap does anything: only then does the toast take the tap key and show it.
    public var isTappable: Bool {
        isHideOnTap || onTap != nil
    }
}

/// Which layer a toast belongs to (the template adds a global toast to the window and a
/// local one to the view controller's view).
public enum ToastType: Sendable, Hashable {
    /// Over everything: bars, sheets and alerts; it outlives the screen that showed it.
    case global
    /// Inside the content of the screen that showed it, under sheets and alerts; shown
    /// only while that screen is visible.
    case local
}

/// Where a toast sits.
public enum ToastDirection: Sendable, Hashable {
    /// Just below the navigation bar, sliding down from it.
    case top
    /// Just above the tab bar, sliding up from it.
    case bottom
}

/// How long a toast stays (the template's `.three`).
public struct ToastDuration: Sendable, Hashable {
    public var value: Duration

    public init(_ value: Duration) {
        self.value = value
    }

    public static func seconds(_ seconds: Int) -> ToastDuration {
        ToastDuration(.seconds(seconds))
    }

    public static let one = ToastDuration.seconds(1)
    public static let two = ToastDuration.seconds(2)
    public static let three = ToastDuration.seconds(3)
    public static let five = ToastDuration.seconds(5)
}
