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

    /// Layout constants (reference 004's `Appearance`).
    public struct Appearance: Sendable, Equatable {
        /// Columns of one cell, borders included; at least 3, so a digit fits between them.
        public var cellWidth: Int
        /// Blank columns between two cells.
        public var gap: Int

        public init(cellWidth: Int = 5, gap: Int = 1) {
            self.cellWidth = max(3, cellWidth)
            self.gap = max(0, gap)
        }
    }

    public static let height = 3

    private let passwordBinding: Binding<String>
    private let hasErrorBinding: Binding<Bool>
    public let codeLength: Int
    public let isFocused: Bool
    public let isEnabled: Bool
    public let appearance: Appearance
    public let onTap: (@MainActor () -> Void)?

    public init(
        password: Binding<String>,
        hasError: Binding<Bool>,
        codeLength: Int,
        isFocused: Bool = true,
        isEnabled: Bool = true,
        appearance: Appearance = Appearance(),
        onTap: (@MainActor () -> Void)? = nil
    ) {
        passwordBinding = password
        hasErrorBinding = hasError
        self.codeLength = max(1, codeLength)
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.appearance = appearance
        self.onTap = onTap
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
        case (.backspace, []):
            guard !password.isEmpty else { return false }
            hasError = false
            password.removeLast()
        case (.character("u"), .control):
            hasError = false
            password = ""
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
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.width > 0, area.height > 0 else { return }
        let digits = Array(password.prefix(codeLength))
        let status = status
        for index in 0..<codeLength {
            let x = area.x + index * (appearance.cellWidth + appearance.gap)
            let cell = Rect(x: x, y: area.y, width: appearance.cellWidth, height: min(Self.height, area.height))
            let isActive = isFocused && status != .disabled && index == min(digits.count, codeLength - 1)
            let symbol = index < digits.count ? String(digits[index]) : nil
            renderCell(symbol, in: cell, clip: area, isActive: isActive, status: status, frame: frame)
        }
        if isFocused, status != .disabled, digits.count < codeLength {
            let x = area.x + digits.count * (appearance.cellWidth + appearance.gap) + appearance.cellWidth / 2
            let point = Point(x: x, y: area.y + min(1, area.height - 1))
            if area.contains(point) { frame.canvas.cursor = point }
        }
        if isEnabled, let onTap {
            frame.onTap(Rect(x: area.x, y: area.y, width: min(width, area.width), height: area.height), onTap)
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
        let box = OTPCellBorder.border(status: status, isActive: isActive, unicode: frame.unicode)
        let colors = frame.colors
        let borderStyle: Style
        let digitStyle: Style
        switch status {
        case .normal:
            borderStyle =
                isActive
                ? frame.style(colors.accent, text: TextStyle([.bold])) : frame.style(colors.border)
            digitStyle = frame.style(colors.textPrimary, text: TextStyle([.bold]))
        case .error:
            borderStyle = frame.style(colors.error, text: TextStyle([.bold]))
            digitStyle = frame.style(colors.error, text: TextStyle([.bold, .underline]))
        case .disabled:
            borderStyle = frame.style(colors.border, text: TextStyle([.dim]))
            digitStyle = frame.style(colors.textSecondary, text: TextStyle([.dim]))
        }
        let inner = String(repeating: box.horizontal, count: cell.width - 2)
        frame.canvas.write(box.topLeft + inner + box.topRight, at: cell.origin, style: borderStyle, clip: clip)
        let middle = Point(x: cell.x, y: cell.y + 1)
        frame.canvas.write(box.vertical, at: middle, style: borderStyle, clip: clip)
        frame.canvas.write(box.vertical, at: Point(x: cell.maxX - 1, y: middle.y), style: borderStyle, clip: clip)
        let shown = symbol ?? (status == .disabled ? (frame.unicode ? "·" : ".") : " ")
        frame.canvas.write(shown, at: Point(x: cell.x + cell.width / 2, y: middle.y), style: digitStyle, clip: clip)
        frame.canvas.write(
            box.bottomLeft + inner + box.bottomRight, at: Point(x: cell.x, y: cell.y + 2), style: borderStyle,
            clip: clip)
    }
}
