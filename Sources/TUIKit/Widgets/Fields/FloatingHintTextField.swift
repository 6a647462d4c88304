import TUICore

/// A one-line text field whose hint floats above the value once there is text (or the
/// field has focus), with its validation error under it: the template's
/// `FloatingHintTextField(text:hint:secondHint:validator:formatter:)`, where `text` is a
/// `TextFieldState` that holds the validator and formatter.
///
/// Four rows: the floating hint, the value, the underline, the error. The states read
/// without color too: focused is a heavy bold underline and a bold underlined hint, error
/// a double underline and a "⚠" before the message, disabled a dotted dim underline.
/// The environment's `FloatingTextFieldStyle` draws it underlined (so), outlined (a box
/// whose border takes the same glyphs per state, the hint in its top border) or plain.
///
/// A `TextFieldState` made with `isSecureTextEntry` (UITextField's) shows `•` per grapheme
/// (`*` without Unicode) and an eye at the row's end: a click on it (or the screen's
/// `KeyBinding.revealing` key) shows and hides the text.
public struct FloatingHintTextField: View {
    public enum Status: Hashable, Sendable {
        case normal
        case focused
        case error
        case disabled
    }

    public static let height = 4

    public let text: TextFieldState
    public let hint: String
    /// Shown in the empty field while it has focus, such as a mask's "+7 (".
    public let secondHint: String?
    public let isFocused: Bool
    public let isEnabled: Bool
    public let onTap: (@MainActor () -> Void)?

    public init(
        text: TextFieldState,
        hint: String,
        secondHint: String? = nil,
        isFocused: Bool = false,
        isEnabled: Bool = true,
        onTap: (@MainActor () -> Void)? = nil
    ) {
        self.text = text
        self.hint = hint
        self.secondHint = secondHint
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.onTap = onTap
    }

    /// Error wins over focus, so a wrong value stays marked while it is edited.
    public var status: Status {
        if !isEnabled { return .disabled }
        if text.visibleError != nil { return .error }
        return isFocused ? .focused : .normal
    }

    public func render(in area: Rect, frame: Frame) {
        guard area.width > 0, area.height > 0 else { return }
        let status = status
        if status == .disabled { frame.canvas.disabledAreas.append(area) }
        let colors = frame.context.colors
        let screenReader = frame.context.screenReader
        let value = text.shownText(mask: frame.context.unicode && !screenReader ? "•" : "*")
        let floats = !value.isEmpty || status == .focused || (status == .error && isFocused) || screenReader
        let fieldStyle = frame.context.environment.floatingTextFieldStyle
        var valueRow = area.row(1).isEmpty ? area.row(0) : area.row(1)

        switch fieldStyle {
        case _ where screenReader:
            // One labelled line, "Email: anna@example.com", the edit point on it.
            let label = hint + ": "
            Label(label, style: hintStyle(status, frame: frame)).render(in: valueRow, frame: frame)
            valueRow = valueRow.inset(by: EdgeInsets(left: min(label.cellWidth, valueRow.width)))
        case .underlined, .plain:
            if floats {
                Label(hint, style: hintStyle(status, frame: frame)).render(
                    in: area.row(0), frame: frame)
            }
        case .outlined:
            renderOutline(status, hint: floats ? hint : nil, in: area, frame: frame)
            if area.width > 2 { valueRow = valueRow.inset(by: EdgeInsets(horizontal: 1)) }
        }
        var eyeArea: Rect?
        if text.isSecureTextEntry, valueRow.width > 4 {
            let (field, eye) = valueRow.columns(.fill, .length(2))
            valueRow = field
            renderEye(in: eye, frame: frame)
            eyeArea = eye
        }
        if value.isEmpty {
            let placeholder = floats ? (isFocused ? secondHint ?? "" : "") : hint
            Label(placeholder, style: frame.context.style(colors.textSecondary, text: TextStyle([.dim])))
                .render(in: valueRow, frame: frame)
            if isFocused, isEnabled {
                // The edit point follows the second hint, where the first character goes.
                let column = min(placeholder.cellWidth, max(0, valueRow.width - 1))
                frame.canvas.cursor = Point(x: valueRow.x + column, y: valueRow.y)
            }
        } else {
            renderValue(value, in: valueRow, status: status, frame: frame)
        }
        if fieldStyle == .underlined, !screenReader { renderUnderline(status, in: area.row(2), frame: frame) }
        if let error = text.visibleError, isEnabled {
            let mark = frame.context.unicode ? "⚠ " : "! "
            Label(mark + error.message(frame.context.strings.validation), style: frame.context.style(colors.error))
                .render(in: area.row(3), frame: frame)
        }
        if isEnabled {
            if let onTap {
                frame.onTap(Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, 3)), onTap)
            }
            // A press on the value focuses the field and puts the cursor where it landed.
            let offset = isFocused ? text.scrollOffset : 0
            frame.onDrag(valueRow) { [text, onTap] phase, point in
                guard phase == .began else { return }
                onTap?()
                text.placeCursor(atColumn: point.x - valueRow.x + offset)
            }
            // Last, so a click on the eye toggles rather than focusing the field.
            if let eyeArea { frame.onTap(eyeArea) { [text] in text.toggleReveal() } }
        }
    }

    /// The secure field's eye: filled while the text shows, hollow while masked.
    private func renderEye(in area: Rect, frame: Frame) {
        let glyph =
            frame.context.unicode ? (text.isRevealed ? "◉" : "◌") : (text.isRevealed ? "o" : "-")
        let cell = Rect(x: area.maxX - 1, y: area.y, width: 1, height: 1)
        Label(glyph, style: frame.context.style(frame.context.colors.textSecondary)).render(in: cell, frame: frame)
    }

    /// Draws the shown text scrolled so the cursor stays in sight, and puts the terminal
    /// cursor at the edit point when focused.
    private func renderValue(
        _ value: String,
        in row: Rect,
        status: Status,
        frame: Frame
    ) {
        let style: Style =
            status == .disabled
            ? frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.dim]))
            : frame.context.style(frame.context.colors.textPrimary)
        guard isFocused, isEnabled else {
            // Without focus the start shows, with an ellipsis where it is cut.
            if text.scrollOffset != 0 { text.scrollOffset = 0 }
            Label(value, style: style).render(in: row, frame: frame)
            return
        }
        let cursorColumn = value.prefix(text.formattedCursor).cellWidth
        let offset = TextFieldScrolling.offset(
            keeping: cursorColumn, total: value.cellWidth, width: row.width, current: text.scrollOffset)
        if offset != text.scrollOffset { text.scrollOffset = offset }
        frame.canvas.write(value, at: Point(x: row.x - offset, y: row.y), style: style, clip: row)
        frame.canvas.cursor = Point(x: row.x + cursorColumn - offset, y: row.y)
    }

    /// The hint of the field with focus is underlined too, so it stands out among
    /// fields in error without color.
    private func hintStyle(_ status: Status, frame: Frame) -> Style {
        var style = baseHintStyle(status, frame: frame)
        if isFocused, isEnabled { style.attributes.insert(.underline) }
        return style
    }

    private func baseHintStyle(_ status: Status, frame: Frame) -> Style {
        switch status {
        case .normal: frame.context.style(frame.context.colors.textSecondary)
        case .focused: frame.context.style(frame.context.colors.accent, text: TextStyle([.bold]))
        case .error: frame.context.style(frame.context.colors.error, text: TextStyle([.bold]))
        case .disabled: frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.dim]))
        }
    }

    private func renderUnderline(_ status: Status, in row: Rect, frame: Frame) {
        guard !row.isEmpty else { return }
        let glyph: String
        let style: Style
        switch status {
        case .normal:
            glyph = frame.context.unicode ? "─" : "-"
            style = frame.context.style(frame.context.colors.border)
        case .focused:
            glyph = frame.context.unicode ? "━" : "="
            style = frame.context.style(frame.context.colors.accent, text: TextStyle([.bold]))
        case .error:
            glyph = frame.context.unicode ? "═" : "#"
            style = frame.context.style(frame.context.colors.error, text: TextStyle([.bold]))
        case .disabled:
            glyph = frame.context.unicode ? "┄" : "."
            style = frame.context.style(frame.context.colors.border, text: TextStyle([.dim]))
        }
        frame.canvas.write(String(repeating: glyph, count: row.width), at: row.origin, style: style, clip: row)
    }

    /// The outlined style's box over the first three rows, with `hint` in its top border.
    private func renderOutline(_ status: Status, hint: String?, in area: Rect, frame: Frame) {
        let box = Rect(x: area.x, y: area.y, width: area.width, height: min(3, area.height))
        guard box.width >= 2, box.height >= 3 else { return }
        let border: OTPCellBorder
        let style: Style
        switch status {
        case .normal:
            border = OTPCellBorder.border(status: .normal, isActive: false, unicode: frame.context.unicode)
            style = frame.context.style(frame.context.colors.border)
        case .focused:
            border = OTPCellBorder.border(status: .normal, isActive: true, unicode: frame.context.unicode)
            style = frame.context.style(frame.context.colors.accent, text: TextStyle([.bold]))
        case .error:
            border = OTPCellBorder.border(status: .error, isActive: false, unicode: frame.context.unicode)
            style = frame.context.style(frame.context.colors.error, text: TextStyle([.bold]))
        case .disabled:
            border = OTPCellBorder.border(status: .disabled, isActive: false, unicode: frame.context.unicode)
            style = frame.context.style(frame.context.colors.border, text: TextStyle([.dim]))
        }
        let inner = String(repeating: border.horizontal, count: box.width - 2)
        frame.canvas.write(border.topLeft + inner + border.topRight, at: box.origin, style: style, clip: box)
        frame.canvas.write(border.vertical, at: Point(x: box.x, y: box.y + 1), style: style, clip: box)
        frame.canvas.write(border.vertical, at: Point(x: box.maxX - 1, y: box.y + 1), style: style, clip: box)
        frame.canvas.write(
            border.bottomLeft + inner + border.bottomRight, at: Point(x: box.x, y: box.y + 2), style: style, clip: box)
        if let hint, box.width > 4 {
            // One border cell, then the hint between spaces, cut before the corner.
            let slot = Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1)
            Label(" " + hint + " ", style: hintStyle(status, frame: frame)).render(
                in: Rect(x: slot.x, y: slot.y, width: min(hint.cellWidth + 2, slot.width), height: 1), frame: frame)
        }
    }
}
