import TUICore

/// A count in the top-right corner of an avatar or icon (the iOS utilities' `badgedImage(count:)`),
/// such as unread notifications: hidden at zero, capped at "99+".
public struct Badge: View {
    public let count: Int

    nonisolated public init(count: Int) {
        self.count = count
    }

    /// What the badge reads for `count`, or nil when it is hidden (zero or less).
    nonisolated public static func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > 99 ? "99+" : String(count)
    }

    /// Columns the badge takes, with its parentheses.
    nonisolated public var width: Int { Self.text(for: count).map { $0.count + 2 } ?? 0 }

    public func render(in area: Rect, frame: Frame) {
        guard let text = Self.text(for: count), !area.isEmpty else { return }
        // Parentheses keep the count apart from what it covers under NO_COLOR too.
        let style = frame.context.style(
            frame.context.colors.textInverted, background: frame.context.colors.error, text: TextStyle([.bold]))
        let rect = Rect(x: area.maxX - width, y: area.y, width: width, height: 1).intersection(area)
        Label("(" + text + ")", style: style).render(in: rect, frame: frame)
    }
}
