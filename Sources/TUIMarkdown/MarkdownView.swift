import TUIKit

/// A Markdown document to read (glow's pager, Textual's `MarkdownViewer`): laid out to the
/// width, scrolled with the keys, the wheel or a click on the scroll bar, with a status line
/// (notices about the source, the focused link, how far down) and a table of contents.
/// Only the lines on screen are drawn; the layout is made once per width.
///
/// Headings, links and task boxes read without colour (rules under the first two heading
/// levels and `###` before the others, underlined links, `☐`/`☑`); in ASCII the frames are
/// `+-|`, bullets `*-+`, tasks `[ ]`/`[x]`. The terminal cursor sits on the focused heading
/// or link, or the table of contents' selected heading, so a screen reader follows it.
public struct MarkdownView: View {
    public let reader: MarkdownReader
    public var strings: MarkdownStrings
    /// Whether the last line shows notices, the focused link and the position.
    public var showsStatus: Bool

    public init(reader: MarkdownReader, strings: MarkdownStrings = MarkdownStrings(), showsStatus: Bool = true) {
        self.reader = reader
        self.strings = strings
        self.showsStatus = showsStatus
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let hasStatus = showsStatus && area.height >= 3
        let (body, status) = area.rows(.fill, .length(hasStatus ? 1 : 0))
        let (text, bar) = body.columns(.fill, .length(body.width >= 8 ? 1 : 0))
        reader.update(
            width: max(1, text.width - (bar.isEmpty ? 0 : 1)), height: body.height, unicode: frame.context.unicode)
        if reader.isShowingContents {
            drawContents(in: body, frame: frame)
        } else {
            drawLines(in: text, frame: frame)
            drawScrollBar(in: bar, frame: frame)
            frame.onWheel(body) { [reader] up in
                reader.scroll(by: up ? -MarkdownReader.wheelLines : MarkdownReader.wheelLines)
            }
        }
        if hasStatus { drawStatus(in: status, frame: frame) }
    }

    // MARK: Lines

    private func drawLines(in area: Rect, frame: Frame) {
        let layout = reader.layout
        frame.canvas.focus = area.origin
        guard !layout.lines.isEmpty else {
            frame.render(
                Label(strings.empty, style: frame.context.style(frame.context.colors.textSecondary)), in: area.row(0))
            return
        }
        let visible = reader.offset..<min(layout.lines.count, reader.offset + area.height)
        var styles: [MarkdownLine.Span: Style] = [:]
        for index in visible {
            let y = area.y + index - reader.offset
            var x = area.x
            for span in layout.lines[index].spans {
                let style = styles[span] ?? Self.style(of: span, context: frame.context)
                styles[span] = style
                let width = frame.canvas.write(span.text, at: Point(x: x, y: y), style: style, clip: area)
                if let url = span.url, width > 0 {
                    let rect = Rect(x: x, y: y, width: width, height: 1)
                    frame.onTap(rect) { [reader] in reader.open(url) }
                    // Clickable in terminals that take OSC 8; relative links are not.
                    frame.link(url, in: rect)
                }
                x += width
                if x >= area.maxX { break }
            }
        }
        // With no focus yet, the first heading on screen is the reading position: a screen
        // reader starts there, and it is underlined so it shows without colour too.
        let explicit = reader.focusedTarget.flatMap { layout.targets.indices.contains($0) ? $0 : nil }
        let focused =
            explicit
            ?? layout.targets.firstIndex { target in
                if case .heading = target.kind { visible.contains(target.line) } else { false }
            }
        guard let focused, visible.contains(layout.targets[focused].line) else { return }
        let target = layout.targets[focused]
        let point = Point(x: area.x + target.column, y: area.y + target.line - reader.offset)
        let rect = Rect(x: point.x, y: point.y, width: max(1, min(target.width, area.maxX - point.x)), height: 1)
        frame.canvas.focus = point
        switch target.kind {
        case .link: frame.canvas.apply(Style(attributes: .reverse), to: rect)
        case .heading: frame.canvas.apply(Style(attributes: .underline), to: rect)
        }
    }

    /// A span's cell style: its role's colour and weight, then its inline markup.
    static func style(of span: MarkdownLine.Span, context: RenderContext) -> Style {
        let colors = context.colors
        var style: Style
        switch span.role {
        case .text: style = context.style(colors.textPrimary)
        case .heading(let level):
            style = context.style(level <= 2 ? colors.accent : colors.textPrimary, text: TextStyle([.bold]))
        case .tableHeader: style = context.style(colors.textPrimary, text: TextStyle([.bold]))
        case .code: style = context.style(colors.textPrimary)
        case .decoration:
            style = context.style(span.style.isEmpty ? colors.border : colors.textSecondary)
            if !span.style.isEmpty { style.attributes.insert(.dim) }
        case .marker: style = context.style(colors.accent, text: TextStyle([.bold]))
        case .doneMarker: style = context.style(colors.textSecondary, text: TextStyle([.bold]))
        case .clipped: style = context.style(colors.accent, text: TextStyle([.bold]))
        }
        guard span.role != .decoration || span.style.contains(.image) else { return style }
        if span.style.contains(.strong) { style.attributes.insert(.bold) }
        if span.style.contains(.emphasis) || span.style.contains(.image) { style.attributes.insert(.italic) }
        if span.style.contains(.strikethrough) { style.attributes.insert(.dim) }
        if span.style.contains(.code) {
            style.foreground = context.color(colors.accent)
            style.background = context.color(colors.backgroundSecondary)
        }
        if span.style.contains(.link) {
            style.attributes.insert(.underline)
            style.foreground = context.color(colors.accent)
        }
        return style
    }

    /// A track with a thumb as tall as the screen's share of the document; a click moves
    /// the screen there.
    private func drawScrollBar(in area: Rect, frame: Frame) {
        guard !area.isEmpty, reader.lineCount > area.height else { return }
        let height = area.height
        let thumb = max(1, height * height / reader.lineCount)
        let position = reader.maxOffset > 0 ? reader.offset * (height - thumb) / reader.maxOffset : 0
        let unicode = frame.context.unicode
        let track = frame.context.style(frame.context.colors.border)
        let handle = frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.bold]))
        for row in 0..<height {
            let isThumb = (position..<position + thumb).contains(row)
            frame.canvas.write(
                isThumb ? (unicode ? "┃" : "#") : (unicode ? "│" : "|"), at: Point(x: area.x, y: area.y + row),
                style: isThumb ? handle : track)
        }
        frame.onDrag(area) { [reader] _, point in
            reader.scroll(toFraction: Double(point.y - area.y) / Double(max(1, height - 1)))
        }
    }

    // MARK: Table of contents

    /// The headings, indented by level, the selected one marked `›` and bold; a click jumps.
    private func drawContents(in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        let (title, list) = area.rows(.length(1), .fill)
        frame.render(
            Label(strings.contentsTitle, style: context.style(colors.accent, text: TextStyle([.bold, .underline]))),
            in: title)
        let headings = reader.layout.headings
        guard !headings.isEmpty, !list.isEmpty else {
            frame.render(Label(strings.noHeadings, style: context.style(colors.textSecondary)), in: list.row(0))
            frame.canvas.focus = title.origin
            return
        }
        let selected = reader.contentsSelection
        let first = min(max(0, selected - list.height / 2), max(0, headings.count - list.height))
        for index in first..<min(headings.count, first + list.height) {
            let row = list.row(index - first)
            let heading = headings[index]
            let isSelected = index == selected
            if isSelected {
                frame.canvas.apply(context.style(background: colors.selectedBackground), to: row)
                frame.canvas.write(
                    context.unicode ? "›" : ">", at: row.origin,
                    style: context.style(colors.accent, text: TextStyle([.bold])))
                frame.canvas.focus = Point(x: row.x + 2 + 2 * (heading.level - 1), y: row.y)
            }
            let indent = 2 + 2 * min(5, heading.level - 1)
            let style = context.style(
                heading.level <= 2 ? colors.textPrimary : colors.textSecondary,
                text: TextStyle(isSelected || heading.level == 1 ? [.bold] : []))
            frame.canvas.write(heading.title, at: Point(x: row.x + indent, y: row.y), style: style, clip: row)
            frame.onTap(row) { [reader] in reader.jump(toHeading: index) }
        }
        frame.onWheel(list) { [reader] up in reader.moveContentsSelection(by: up ? -1 : 1) }
    }

    // MARK: Status

    /// Notices first (in the error colour, bold), else the focused or opened link; the
    /// position on the right.
    private func drawStatus(in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        frame.canvas.apply(context.style(background: colors.backgroundSecondary), to: area)
        let position: String
        if reader.lineCount <= reader.viewportHeight {
            position = strings.all
        } else if reader.offset == 0 {
            position = strings.top
        } else {
            position = strings.percent(reader.percent)
        }
        let inner = area.inset(by: EdgeInsets(left: 1, right: 1))
        frame.render(
            Label(position, style: context.style(colors.textSecondary, text: TextStyle([.bold])), alignment: .trailing),
            in: inner)
        let left = inner.inset(by: EdgeInsets(right: position.cellWidth + 2))
        if !reader.document.notices.isEmpty {
            let text =
                (context.unicode ? "⚠ " : "! ") + reader.document.notices.map(strings.text(of:)).joined(separator: "; ")
            frame.render(Label(text, style: context.style(colors.error, text: TextStyle([.bold]))), in: left)
        } else if let url = reader.focusedLink {
            frame.render(Label((context.unicode ? "→ " : "-> ") + url, style: context.style(colors.accent)), in: left)
        } else if let opened = reader.openedLink {
            frame.render(Label(strings.opened(opened), style: context.style(colors.textSecondary)), in: left)
        }
    }
}
