import TUICore

/// The frame every sheet shares: its background, a rounded top edge that carries the
/// grabber and a close mark, and side edges down to the window's bottom (a sheet runs
/// off the screen's lower edge, so it has no bottom edge).
@MainActor
struct SheetChrome {
    var background: ColorSet
    /// Nil draws no grabber.
    var grabber: GrabberAppearance?
    /// Runs on a click on the close mark; nil draws none.
    var onClose: (@MainActor () -> Void)?

    /// Where content goes in a sheet occupying `rect`: inside the edges, with a column of
    /// padding on each side.
    static func contentArea(of rect: Rect) -> Rect {
        Rect(x: rect.x + 2, y: rect.y + 1, width: max(0, rect.width - 4), height: max(0, rect.height - 1))
    }

    /// The top edge, where a drag moves the sheet.
    static func edge(of rect: Rect) -> Rect {
        rect.row(0)
    }

    func render(in rect: Rect, frame: Frame) {
        guard !rect.isEmpty else { return }
        let colors = frame.context.colors
        frame.canvas.fill(rect, with: Cell(" ", style: frame.context.style(colors.textPrimary, background: background)))
        let unicode = frame.context.unicode
        let edgeStyle = frame.context.style(colors.border)
        let line = String(repeating: unicode ? "─" : "-", count: max(0, rect.width - 2))
        let corners = unicode ? ("╭", "╮") : ("+", "+")
        frame.canvas.write(corners.0 + line + corners.1, at: rect.origin, style: edgeStyle)
        for y in (rect.y + 1)..<rect.maxY {
            frame.canvas.write(unicode ? "│" : "|", at: Point(x: rect.x, y: y), style: edgeStyle)
            frame.canvas.write(unicode ? "│" : "|", at: Point(x: rect.maxX - 1, y: y), style: edgeStyle)
        }
        if let grabber, rect.width > grabber.width + 12 {
            let bar = String(repeating: unicode ? "━" : "=", count: grabber.width)
            let style = frame.context.style(grabber.color ?? colors.textSecondary, text: TextStyle([.bold]))
            frame.canvas.write(bar, at: Point(x: rect.x + (rect.width - grabber.width) / 2, y: rect.y), style: style)
        }
        if let onClose, rect.width >= 8 {
            let mark = Point(x: rect.maxX - 4, y: rect.y)
            frame.canvas.write(" ", at: Point(x: mark.x - 1, y: mark.y), style: edgeStyle)
            frame.canvas.write(unicode ? "✕" : "x", at: mark, style: frame.context.style(colors.textSecondary))
            frame.canvas.write(" ", at: Point(x: mark.x + 1, y: mark.y), style: edgeStyle)
            frame.onTap(Rect(x: mark.x - 1, y: mark.y, width: 3, height: 1), onClose)
        }
    }
}

extension SheetChrome {
    /// A sheet's own keys, after its content's: Esc closes, + (or =) and - resize. Hidden:
    /// the sheet's content names them in its own hint line, in its own words.
    @MainActor
    static func bindings(
        close: @escaping @MainActor () -> Void,
        expand: @escaping @MainActor () -> Void,
        collapse: @escaping @MainActor () -> Void
    ) -> [KeyBinding] {
        [
            KeyBinding(keys: [.escape].withShift, id: "sheet.close", "", isShown: false) { _ in
                close()
                return true
            },
            KeyBinding(keys: [.character("+"), .character("=")].withShift, id: "sheet.expand", "", isShown: false) {
                _ in
                expand()
                return true
            },
            KeyBinding(keys: [.character("-")].withShift, id: "sheet.collapse", "", isShown: false) { _ in
                collapse()
                return true
            },
        ]
    }

    /// In the screen-reader mode, says a sheet as it opens: a modal one whose content focuses
    /// nothing puts the cursor where reading starts (its first line of text), which the
    /// reader speaks; one beside a live screen, whose focus stays there, announces that line.
    @MainActor
    static func readOut(_ sheet: Rect, isModal: Bool, frame: Frame) {
        guard frame.context.screenReader else { return }
        var canvas = frame.canvas
        ScreenReader.removeDecoration(from: &canvas)
        guard let start = Skeleton<Label, Label>.firstDrawnCell(in: sheet, of: canvas) else { return }
        if isModal {
            if frame.canvas.focus == nil, frame.canvas.cursor == nil { frame.canvas.focus = start }
        } else {
            let line = (start.x..<sheet.maxX).map { canvas[$0, start.y] }.filter { !$0.isContinuation }
            frame.announce(String(line.map(\.symbol)).split(separator: " ").joined(separator: " "))
        }
    }
}
