import TUICore

/// What a screen shows when its data could not be loaded (the template's
/// `ErrorView(onRetry:)`): a framed glyph, a title, a message and a Retry button, centered.
/// Enter, Space or a click on the button retries. Title, message and button text default
/// to the toolkit's words in the app's language (`ToolkitStrings`).
public struct ErrorView: View {
    public var icon: Icon
    public var title: String?
    public var message: String?
    public var retryTitle: String?
    public var onRetry: (@MainActor () -> Void)?

    public static let defaultIcon = Icon(glyph: "⚠", ascii: "!")

    public init(
        icon: Icon = ErrorView.defaultIcon,
        title: String? = nil,
        message: String? = nil,
        retryTitle: String? = nil,
        onRetry: (@MainActor () -> Void)? = nil
    ) {
        self.icon = icon
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
        self.onRetry = onRetry
    }

    /// The widest a message line gets, so it stays a readable block on a wide screen.
    static let maximumMessageWidth = 56

    public func render(in area: Rect, frame: Frame) {
        let area = area.inset(by: EdgeInsets(horizontal: 2))
        guard area.width > 0, area.height > 0 else { return }
        let colors = frame.context.colors
        let lines = Self.balancedLines(message ?? frame.context.strings.errorMessage, maximumWidth: area.width)
        let badge = badge(frame: frame)
        // Badge, gap, title, gap, message, then a gap and the button; centred, and cut at
        // the bottom when the area is too short.
        let rows = Layout.vertical(
            Array(repeating: .length(1), count: badge.count) + [.length(1), .length(2)]
                + Array(repeating: .length(1), count: lines.count) + (onRetry == nil ? [] : [.length(1), .length(1)])
        )
        .flex(.center).overflow(.clip).split(area)
        let badgeStyle = frame.context.style(colors.error, text: TextStyle([.bold]))
        for (line, row) in zip(badge, rows) {
            frame.render(Label(line, style: badgeStyle, alignment: .center), in: row)
        }
        let title = Label(
            title ?? frame.context.strings.errorTitle,
            style: frame.context.style(colors.textPrimary, text: TextStyle([.bold])),
            alignment: .center)
        frame.render(title, in: rows[badge.count + 1].row(0))
        for (line, row) in zip(lines, rows[(badge.count + 2)...]) {
            frame.render(Label(line, style: frame.context.style(colors.textSecondary), alignment: .center), in: row)
        }
        frame.announce(
            "\(frame.context.strings.screenReader.error): \(self.title ?? frame.context.strings.errorTitle). "
                + (message ?? frame.context.strings.errorMessage))
        guard let onRetry, let button = rows.last else { return }
        renderButton(in: button, frame: frame, action: onRetry)
    }

    /// The icon in a small rounded frame, so it holds the eye as an illustration would.
    private func badge(frame: Frame) -> [String] {
        let glyph = frame.context.text(icon)
        let inner = String(repeating: frame.context.unicode ? "─" : "-", count: glyph.cellWidth + 2)
        if frame.context.unicode {
            return ["╭" + inner + "╮", "│ " + glyph + " │", "╰" + inner + "╯"]
        }
        return ["+" + inner + "+", "| " + glyph + " |", "+" + inner + "+"]
    }

    /// `text` wrapped as narrow as it can be without taking more lines, so a short last
    /// line does not hang under a long one.
    static func balancedLines(_ text: String, maximumWidth: Int) -> [String] {
        let widest = min(maximumWidth, maximumMessageWidth)
        let lines = text.wrapped(toWidth: widest)
        guard lines.count > 1 else { return lines }
        var low = 1
        var high = widest
        while low < high {
            let middle = (low + high) / 2
            if text.wrapped(toWidth: middle).count <= lines.count { high = middle } else { low = middle + 1 }
        }
        return text.wrapped(toWidth: low)
    }

    /// The button draws reversed: accent behind inverted text in color, and still a
    /// solid button where color is off.
    private func renderButton(
        in row: Rect,
        frame: Frame,
        action: @escaping @MainActor () -> Void
    ) {
        guard row.width > 0, row.height > 0 else { return }
        let label = (frame.context.unicode ? "↻ " : "") + (retryTitle ?? frame.context.strings.retry)
        let text = " " + label.truncated(toWidth: max(0, row.width - 2)) + " "
        let button = row.centered(width: .length(text.cellWidth), height: .length(1))
        let style = frame.context.style(
            frame.context.colors.accent, background: frame.context.colors.textInverted,
            text: TextStyle([.bold, .reverse]))
        frame.canvas.write(text, at: button.origin, style: style, clip: row)
        // Enter retries, so the button has the focus: the terminal's (hidden) cursor sits on it.
        if row.contains(button.origin) { frame.canvas.focus = button.origin }
        frame.onTap(button.intersection(row), action)
    }

    /// Enter or Space retries, as a click on the button does. Hidden: the button shows it.
    public var bindings: [KeyBinding] {
        guard let onRetry else { return [] }
        return [KeyBinding([.enter, .space], id: "error.retry", "", isShown: false, action: onRetry)]
    }
}
