import TUICore

/// A one-time password field: `codeLength` cells, one digit each, the twin of the
/// template's `OTPField(password:hasError:codeLength:)`. Digits fill the next cell,
/// Backspace empties the last one, a pasted code fills every cell, anything else is
/// ignored; a digit typed after an error starts a new code.
///
/// Cells are boxes three rows tall. Without color the states still differ: the cell
/// that takes the next digit has a heavy border, an error draws every cell with a double
/// border and bold digits, disabled cells are dotted and dim.
public struct OTPField: View {
    public enum Status: Hashable, Sendable {
        case normal
        case error
        case disabled
    }

    /// The field's look; the name the field had before `OTPFieldStyle`.
    public typealias Appearance = OTPFieldStyle

    /// Rows of the cells.
    public static let height = 3

    /// Rows the field takes: the cells, and the error message under them when there is one.
    public var height: Int {
        errorMessage == nil ? Self.height : Self.height + appearance.messageSpacing + 1
    }

    private let passwordBinding: Binding<String>
    private let hasErrorBinding: Binding<Bool>
    public let codeLength: Int
    public let isFocused: Bool
    public let isEnabled: Bool
    public let appearance: OTPFieldStyle
    /// Shown under the cells while the code is wrong (`showError(message:)`).
    public let errorMessage: String?
    public let onTap: (@MainActor () -> Void)?
    /// Runs once the last cell is filled, by a typed digit or a paste (`didCodeEnter`).
    public let onCodeEntered: (@MainActor (String) -> Void)?

    public init(
        password: Binding<String>,
        hasError: Binding<Bool>,
        codeLength: Int,
        isFocused: Bool = true,
        isEnabled: Bool = true,
        appearance: OTPFieldStyle = .standard,
        errorMessage: String? = nil,
        onTap: (@MainActor () -> Void)? = nil,
        onCodeEntered: (@MainActor (String) -> Void)? = nil
    ) {
        passwordBinding = password
        hasErrorBinding = hasError
        self.codeLength = max(1, codeLength)
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.appearance = appearance
        self.errorMessage = errorMessage
        self.onTap = onTap
        self.onCodeEntered = onCodeEntered
    }

    /// The code typed so far (the template names it `password`).
    public var password: String {
        get { passwordBinding.wrappedValue }
        nonmutating set { passwordBinding.wrappedValue = newValue }
    }

    public var hasError: Bool {
        get { hasErrorBinding.wrappedValue }
        nonmutating set { hasErrorBinding.wrappedValue = newValue }
    }

    public var status: Status {
        if !isEnabled { return .disabled }
        return hasError ? .error : .normal
    }

    /// Columns the cells take.
    public var width: Int { codeLength * appearance.cellWidth + (codeLength - 1) * appearance.gap }

    /// Digits fill the next cell, Backspace empties the last; false for other keys.
    public func handle(_ key: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        switch (key.key, key.modifiers) {
        case (.character(let character), []):
            guard character.isASCII, character.isWholeNumber else { return false }
            if hasError {
                // A digit after a wrong code starts a new one.
                hasError = false
                password = ""
            }
            guard password.count < codeLength else { return true }
            password.append(character)
            if password.count == codeLength { onCodeEntered?(password) }
        case (.backspace, []):
            guard !password.isEmpty else { return false }
            hasError = false
            password.removeLast()
        case (.character("u"), .control):
            clear()
        default:
            return false
        }
        return true
    }

    /// A pasted code replaces the cells: its digits, as many as fit.
    public func paste(_ text: String) {
        guard isEnabled else { return }
        let digits = text.filter { $0.isASCII && $0.isWholeNumber }
        guard !digits.isEmpty else { return }
        hasError = false
        password = String(digits.prefix(codeLength))
        if password.count == codeLength { onCodeEntered?(password) }
    }

    /// Empties every cell and the error (`clear()`), for a screen that starts over from
    /// code, such as after a wrong code was shown.
    public func clear() {
        hasError = false
        password = ""
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.width > 0, area.height > 0 else { return }
        let digits = Array(password.prefix(codeLength))
        let status = status
        if status == .disabled {
            frame.canvas.disabledAreas.append(
                Rect(x: area.x, y: area.y, width: min(width, area.width), height: min(Self.height, area.height)))
        }
        if frame.context.screenReader {
            renderLine(digits, in: area, status: status, frame: frame)
        } else {
            renderCells(digits, in: area, status: status, frame: frame)
        }
        if let errorMessage, status == .error {
            let row = area.y + Self.height + appearance.messageSpacing
            if row < area.maxY {
                let mark = frame.context.unicode ? "⚠ " : "! "
                let style = frame.context.style(
                    appearance.errorTextColor ?? frame.context.colors.error, text: TextStyle([.bold]))
                Label(mark + errorMessage, style: style)
                    .render(in: Rect(x: area.x, y: row, width: area.width, height: 1), frame: frame)
                // The hidden cursor on the message, which a screen reader then reads.
                if isFocused { frame.canvas.focus = Point(x: area.x, y: row) }
            }
        }
        if isEnabled, let onTap {
            let cells = Rect(x: area.x, y: area.y, width: min(width, area.width), height: min(Self.height, area.height))
            frame.onTap(cells, onTap)
        }
    }

    private func renderCells(_ digits: [Character], in area: Rect, status: Status, frame: Frame) {
        for index in 0..<codeLength {
            let x = area.x + index * (appearance.cellWidth + appearance.gap)
            let cell = Rect(x: x, y: area.y, width: appearance.cellWidth, height: min(Self.height, area.height))
            let isActive = isFocused && status != .disabled && index == min(digits.count, codeLength - 1)
            let symbol =
                index < digits.count ? appearance.secureGlyph.map(frame.context.text) ?? String(digits[index]) : nil
            renderCell(symbol, in: cell, clip: area, isActive: isActive, status: status, frame: frame)
        }
        let focused = min(digits.count, codeLength - 1)
        let point = Point(
            x: area.x + focused * (appearance.cellWidth + appearance.gap) + appearance.cellWidth / 2,
            y: area.y + min(1, area.height - 1))
        if isFocused, status != .disabled, digits.count < codeLength {
            if area.contains(point) { frame.canvas.cursor = point }
        } else if isFocused, area.contains(point) {
            // No edit point (the code is full, or locked while it is checked): the hidden
            // cursor stays on the last cell, and on a locked field its digit is underlined so
            // the focus shows, as on a disabled button.
            if status == .disabled {
                frame.canvas.apply(Style(attributes: .underline), to: Rect(x: point.x, y: point.y, width: 1, height: 1))
            }
            frame.canvas.focus = point
        }
    }

    /// The screen-reader mode's field: one line, the digits typed (or `*`) and how many of
    /// the code's there are, "12  (2 of 6)", the edit point after the last digit.
    private func renderLine(_ digits: [Character], in area: Rect, status: Status, frame: Frame) {
        let row = Rect(x: area.x, y: area.y + min(1, area.height - 1), width: area.width, height: 1)
        let typed = appearance.secureGlyph == nil ? String(digits) : String(repeating: "*", count: digits.count)
        let style = frame.context.style(
            status == .disabled ? frame.context.colors.textSecondary : frame.context.colors.textPrimary,
            text: TextStyle(status == .disabled ? [.dim] : []))
        let count = "(" + frame.context.strings.screenReader.position(digits.count, codeLength) + ")"
        frame.canvas.write(typed + "  " + count, at: row.origin, style: style, clip: row)
        guard isFocused else { return }
        if status != .disabled, digits.count < codeLength {
            frame.canvas.cursor = Point(x: row.x + min(typed.count, max(0, row.width - 1)), y: row.y)
        } else {
            frame.canvas.focus = row.origin
        }
    }

    private func renderCell(
        _ symbol: String?,
        in cell: Rect,
        clip: Rect,
        isActive: Bool,
        status: Status,
        frame: Frame
    ) {
        let (borderStyle, digitStyle) = cellStyles(
            isFilled: symbol != nil, isActive: isActive, status: status, frame: frame)
        let box = OTPCellBorder.border(status: status, isActive: isActive, unicode: frame.context.unicode)
        let inner = String(repeating: box.horizontal, count: cell.width - 2)
        let middle = Point(x: cell.x, y: cell.y + 1)
        switch appearance.shape {
        case .boxed:
            frame.canvas.write(box.topLeft + inner + box.topRight, at: cell.origin, style: borderStyle, clip: clip)
            frame.canvas.write(box.vertical, at: middle, style: borderStyle, clip: clip)
            frame.canvas.write(
                box.vertical, at: Point(x: cell.maxX - 1, y: middle.y), style: borderStyle, clip: clip)
            frame.canvas.write(
                box.bottomLeft + inner + box.bottomRight, at: Point(x: cell.x, y: cell.y + 2), style: borderStyle,
                clip: clip)
        case .underlined:
            // The line keeps the box's glyph for the state, so the states read without colour.
            let line = String(repeating: box.horizontal, count: cell.width)
            frame.canvas.write(line, at: Point(x: cell.x, y: cell.y + 2), style: borderStyle, clip: clip)
        }
        let shown = symbol ?? (status == .disabled ? (frame.context.unicode ? "·" : ".") : " ")
        frame.canvas.write(shown, at: Point(x: cell.x + cell.width / 2, y: middle.y), style: digitStyle, clip: clip)
    }

    /// The border and digit styles of one cell: the style's colours where it sets them,
    /// the theme's where it does not.
    private func cellStyles(isFilled: Bool, isActive: Bool, status: Status, frame: Frame) -> (Style, Style) {
        let colors = frame.context.colors
        switch status {
        case .normal:
            let border: Style
            if isActive {
                border = frame.context.style(appearance.focusedColor ?? colors.accent, text: TextStyle([.bold]))
            } else {
                border = frame.context.style(
                    (isFilled ? appearance.filledColor : appearance.emptyColor) ?? colors.border)
            }
            return (border, frame.context.style(appearance.digitColor ?? colors.textPrimary, text: TextStyle([.bold])))
        case .error:
            let error = appearance.errorColor ?? colors.error
            return (
                frame.context.style(error, text: TextStyle([.bold])),
                frame.context.style(error, text: TextStyle([.bold, .underline]))
            )
        case .disabled:
            return (
                frame.context.style(colors.border, text: TextStyle([.dim])),
                frame.context.style(colors.textSecondary, text: TextStyle([.dim]))
            )
        }
    }
}
