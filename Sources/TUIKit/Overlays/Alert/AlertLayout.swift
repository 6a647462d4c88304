import TUICore

/// Where the parts of an alert go in a window: a centred box as wide as its text needs
/// (within bounds that suit 80 and 120 columns), the title and the wrapped message, and
/// the buttons in a row, or stacked one per line when the row does not fit. A message
/// taller than the window shows a page of it at a time.
struct AlertLayout: Equatable, Sendable {
    /// What the layout needs to know of a button.
    struct ButtonSpec: Equatable, Sendable {
        var title: String
        var role: AlertButton.Role
    }

    /// A button's place: `index` is its position among the declared buttons.
    struct Slot: Equatable, Sendable {
        var index: Int
        var frame: Rect
    }

    /// Columns between the border and the text, each side.
    static let padding = 2
    static let buttonSpacing = 2
    static let minimumWidth = 36
    static let maximumWidth = 60
    /// A message of up to this many lines is centred, as on iOS; a longer one reads
    /// better aligned to the left.
    static let centeredMessageLines = 3

    /// The box, border included.
    let frame: Rect
    let titleLines: [String]
    let titleArea: Rect
    /// Every line of the wrapped message; `messageArea` shows as many as fit.
    let messageLines: [String]
    let messageArea: Rect
    let isMessageCentered: Bool
    /// The buttons in the order shown: left to right in a row, top to bottom in a stack.
    let buttons: [Slot]
    let isStacked: Bool

    init(title: String, message: String, buttons specs: [ButtonSpec], in bounds: Rect) {
        let widths = specs.map(Self.width)
        let rowWidth = widths.reduce(0, +) + Self.buttonSpacing * max(0, specs.count - 1)
        let chrome = 2 + 2 * Self.padding
        let widest = min(Self.maximumWidth, max(Self.minimumWidth, bounds.width * 2 / 3))
        let maximum = max(chrome + 1, min(widest, bounds.width - 2))
        let minimum = min(Self.minimumWidth, maximum)

        let message = Self.wrap(message, toWidth: maximum - chrome)
        // Buttons go in a row when the widest box takes it; else one per line.
        isStacked = rowWidth > maximum - chrome
        let buttonsWidth = isStacked ? widths.max() ?? 0 : rowWidth
        let content = max(min(title.cellWidth, maximum - chrome), message.width, buttonsWidth)
        let width = min(max(content + chrome, minimum), maximum)
        let inner = width - chrome
        titleLines = title.isEmpty ? [] : title.wrapped(toWidth: inner)
        messageLines = message.lines
        isMessageCentered = message.lines.count <= Self.centeredMessageLines

        let buttonRows = isStacked ? specs.count : min(1, specs.count)
        let titleGap = titleLines.isEmpty || messageLines.isEmpty ? 0 : 1
        // Border and a blank row above and below the text, a blank row before the buttons.
        let fixed = 2 + 1 + titleLines.count + titleGap + 1 + buttonRows + 1
        // Two rows are left free above and below, so the alert reads as over the screen.
        let room = bounds.height - 4 - fixed
        let visibleMessage = min(messageLines.count, max(min(1, messageLines.count), room))
        frame = bounds.centered(Size(width: width, height: fixed + visibleMessage))

        let left = frame.x + 1 + Self.padding
        var y = frame.y + 2
        titleArea = Rect(x: left, y: y, width: inner, height: titleLines.count)
        y += titleLines.count + titleGap
        messageArea = Rect(x: left, y: y, width: inner, height: visibleMessage)
        y += visibleMessage + 1

        let order = Self.order(of: specs, isStacked: isStacked)
        if isStacked {
            let buttonWidth = min(inner, widths.max() ?? 0)
            let x = left + (inner - buttonWidth) / 2
            buttons = order.enumerated().map { row, index in
                Slot(index: index, frame: Rect(x: x, y: y + row, width: buttonWidth, height: 1))
            }
        } else {
            var x = left + (inner - rowWidth) / 2
            buttons = order.map { index in
                defer { x += widths[index] + Self.buttonSpacing }
                return Slot(index: index, frame: Rect(x: x, y: y, width: widths[index], height: 1))
            }
        }
    }

    var isMessageScrollable: Bool { messageLines.count > messageArea.height }

    /// The largest scroll offset of the message.
    var maximumMessageOffset: Int { max(0, messageLines.count - messageArea.height) }

    /// The message wrapped to `width`; a short one into lines of even length rather than
    /// a full line and a stray word, so it centres well.
    private static func wrap(_ message: String, toWidth width: Int) -> (lines: [String], width: Int) {
        guard !message.isEmpty else { return ([], 0) }
        let lines = message.wrapped(toWidth: width)
        guard (2...centeredMessageLines).contains(lines.count) else {
            return (lines, lines.map(\.cellWidth).max() ?? 0)
        }
        // The narrowest width that still takes no more lines.
        var low = 1
        var high = width
        while low < high {
            let middle = (low + high) / 2
            if message.wrapped(toWidth: middle).count <= lines.count { high = middle } else { low = middle + 1 }
        }
        let balanced = message.wrapped(toWidth: low)
        return (balanced, balanced.map(\.cellWidth).max() ?? 0)
    }

    /// Declared indices in the order shown. As on iOS, cancel leads a row and ends a stack.
    static func order(of specs: [ButtonSpec], isStacked: Bool) -> [Int] {
        let cancel = specs.indices.filter { specs[$0].role == .cancel }
        let others = specs.indices.filter { specs[$0].role != .cancel }
        return isStacked ? others + cancel : cancel + others
    }

    /// The button Enter presses before focus moves: the first default one, else cancel,
    /// so a destructive choice is never one stray key away.
    static func initialFocus(of specs: [ButtonSpec]) -> Int {
        specs.firstIndex { $0.role == .default } ?? specs.firstIndex { $0.role == .cancel } ?? 0
    }

    /// Cells a button takes in a row: its title in brackets, with the destructive marker.
    static func width(of spec: ButtonSpec) -> Int {
        marked(spec).cellWidth + 4
    }

    /// The button's text, `width` cells wide: `[ Title ]`, or `▸ Title ◂` when focused (an
    /// ASCII `> Title <` without Unicode), so focus reads without color.
    static func label(of spec: ButtonSpec, width: Int, isFocused: Bool, unicode: Bool) -> String {
        let (open, close) = isFocused ? (unicode ? ("▸ ", " ◂") : ("> ", " <")) : ("[ ", " ]")
        let room = max(0, width - 4)
        let title = marked(spec).truncated(toWidth: room)
        let spare = room - title.cellWidth
        let leading = String(repeating: " ", count: spare / 2)
        let trailing = String(repeating: " ", count: spare - spare / 2)
        return open + leading + title + trailing + close
    }

    private static func marked(_ spec: ButtonSpec) -> String {
        spec.role == .destructive ? "! " + spec.title : spec.title
    }
}
