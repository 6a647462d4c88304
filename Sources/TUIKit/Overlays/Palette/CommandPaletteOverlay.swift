import TUICore

/// The command palette as drawn: a box near the top over the dimmed window, the query
/// field (where the cursor sits, for screen readers), the matching commands with the
/// matched characters highlighted, and a hint line. Modal: keys go to it first; a click on
/// a row runs it, a click outside closes, the wheel scrolls.
struct CommandPaletteOverlay: Overlay {
    let palette: CommandPalette

    var level: OverlayLevel { .palette }
    var isModal: Bool { true }

    func render(in area: Rect, frame: Frame) {
        frame.canvas.apply(Style(attributes: .dim), to: area)
        // A click outside the box closes, as a tap outside a sheet does.
        frame.onTap(area) { palette.close() }
        let layout = PaletteLayout(in: area, resultCount: palette.results.count)
        let context = frame.context
        let colors = context.colors
        let strings = context.strings.palette
        frame.canvas.fill(
            layout.box,
            with: Cell(" ", style: context.style(colors.textPrimary, background: colors.backgroundSecondary)))
        frame.onTap(layout.box) {}
        drawBorder(layout, title: strings.title, frame: frame)
        drawQuery(in: layout.query, placeholder: strings.placeholder, frame: frame)
        drawResults(in: layout.list, noMatches: strings.noMatches, frame: frame)
        drawHints(in: layout.hints, strings: strings, frame: frame)
    }

    private func drawBorder(_ layout: PaletteLayout, title: String, frame: Frame) {
        let box = layout.box
        guard box.width >= 4, box.height >= 3 else { return }
        let unicode = frame.context.unicode
        let glyphs = unicode ? Array("╭╮╰╯─│├┤") : Array("++++-|++")
        let style = frame.context.style(frame.context.colors.border)
        let horizontal = String(repeating: glyphs[4], count: box.width - 2)
        frame.canvas.write(String(glyphs[0]) + horizontal + String(glyphs[1]), at: box.origin, style: style)
        frame.canvas.write(
            String(glyphs[2]) + horizontal + String(glyphs[3]), at: Point(x: box.x, y: box.maxY - 1), style: style)
        for y in (box.y + 1)..<(box.maxY - 1) {
            frame.canvas.write(String(glyphs[5]), at: Point(x: box.x, y: y), style: style)
            frame.canvas.write(String(glyphs[5]), at: Point(x: box.maxX - 1, y: y), style: style)
        }
        for y in layout.dividers {
            frame.canvas.write(
                String(glyphs[6]) + horizontal + String(glyphs[7]), at: Point(x: box.x, y: y), style: style)
        }
        let heading = " " + title + " "
        frame.canvas.write(
            heading, at: Point(x: box.x + 2, y: box.y),
            style: frame.context.style(frame.context.colors.textPrimary, text: TextStyle([.bold])),
            clip: box.inset(by: EdgeInsets(left: 2, right: 2)))
    }

    private func drawQuery(in area: Rect, placeholder: String, frame: Frame) {
        guard !area.isEmpty else { return }
        let context = frame.context
        let prompt = context.unicode ? "❯ " : "> "
        frame.canvas.write(
            prompt, at: area.origin, style: context.style(context.colors.accent, text: TextStyle([.bold])))
        let field = area.inset(by: EdgeInsets(left: prompt.cellWidth))
        let query = palette.query
        if query.text.isEmpty {
            Label(placeholder, style: context.style(context.colors.textSecondary, text: TextStyle([.dim])))
                .render(in: field, frame: frame)
            frame.canvas.cursor = field.origin
            return
        }
        // The end of a long query shows, where the edit point usually is.
        let before = query.prefix.cellWidth
        let offset = max(0, before - (field.width - 1))
        let shown = String(query.text.dropFirstColumns(offset))
        frame.canvas.write(shown, at: field.origin, style: context.style(context.colors.textPrimary), clip: field)
        frame.canvas.cursor = Point(x: field.x + before - offset, y: field.y)
    }

    private func drawResults(in area: Rect, noMatches: String, frame: Frame) {
        guard !area.isEmpty else { return }
        let context = frame.context
        let results = palette.results
        guard !results.isEmpty else {
            Label(" " + noMatches, style: context.style(context.colors.textSecondary))
                .render(in: area.row(0), frame: frame)
            return
        }
        palette.selection.visibleCount = area.height
        palette.selection.scrollToSelection(visible: area.height)
        let first = palette.selection.offset
        for row in 0..<area.height {
            let position = first + row
            guard position < results.count else { break }
            let rowArea = area.row(row)
            let result = results[position]
            let command = palette.commands[result.index]
            draw(
                command, match: result.match, isSelected: position == palette.selection.selectedIndex, in: rowArea,
                frame: frame)
            frame.onTap(rowArea) { palette.run(at: position) }
        }
        frame.onWheel(area) { up in palette.move(by: up ? -1 : 1) }
        drawScrollMarks(in: area, count: results.count, first: first, frame: frame)
    }

    private func draw(_ command: PaletteCommand, match: FuzzyMatch, isSelected: Bool, in area: Rect, frame: Frame) {
        let context = frame.context
        let colors = context.colors
        if isSelected {
            frame.canvas.apply(context.style(background: colors.selectedBackground), to: area)
        }
        let marker = isSelected ? (context.unicode ? "›" : ">") : " "
        frame.canvas.write(
            marker, at: Point(x: area.x + 1, y: area.y), style: context.style(colors.accent, text: TextStyle([.bold])))
        // The group and key at the end, dim; the title gets the rest.
        let detail = [command.keyLabel, command.group].filter { !$0.isEmpty }.joined(separator: "  ")
        let text = area.inset(by: EdgeInsets(left: 3, right: 2))
        let shownDetail = detail.truncated(toWidth: max(0, text.width / 2))
        let detailWidth = shownDetail.cellWidth
        if detailWidth > 0 {
            frame.canvas.write(
                shownDetail, at: Point(x: text.maxX - detailWidth, y: text.y),
                style: context.style(colors.textSecondary), clip: text)
        }
        let titleArea = text.inset(by: EdgeInsets(right: detailWidth + (detailWidth > 0 ? 2 : 0)))
        let plain = context.style(colors.textPrimary, text: TextStyle(isSelected ? [.bold] : []))
        let matched = context.style(colors.accent, text: TextStyle([.bold, .underline]))
        Self.writeHighlighted(
            command.title, positions: match.positions, in: titleArea, plain: plain, matched: matched,
            canvas: &frame.canvas)
    }

    /// Writes `title` in `area`, the characters at `positions` in `matched`; a title too
    /// long ends with an ellipsis.
    static func writeHighlighted(
        _ title: String, positions: [Int], in area: Rect, plain: Style, matched: Style, canvas: inout Canvas
    ) {
        guard !area.isEmpty else { return }
        let fits = title.cellWidth <= area.width
        let limit = fits ? area.maxX : area.maxX - 1
        var x = area.x
        var next = 0
        for (offset, character) in title.enumerated() {
            let width = TextWidth.of(character)
            guard x + width <= limit else { break }
            let isMatched = next < positions.count && positions[next] == offset
            if isMatched { next += 1 }
            x += canvas.write(
                String(character), at: Point(x: x, y: area.y), style: isMatched ? matched : plain, clip: area)
        }
        if !fits { canvas.write("…", at: Point(x: x, y: area.y), style: plain, clip: area) }
    }

    private func drawScrollMarks(in area: Rect, count: Int, first: Int, frame: Frame) {
        let x = area.maxX - 1
        let style = frame.context.style(frame.context.colors.accent)
        if first > 0 {
            frame.canvas.write(frame.context.unicode ? "▲" : "^", at: Point(x: x, y: area.y), style: style)
        }
        if first + area.height < count {
            frame.canvas.write(frame.context.unicode ? "▼" : "v", at: Point(x: x, y: area.maxY - 1), style: style)
        }
    }

    private func drawHints(in area: Rect, strings: PaletteStrings, frame: Frame) {
        guard !area.isEmpty else { return }
        let count = "\(palette.results.count)/\(palette.commands.count)"
        let (hintArea, countArea) = area.columns(.fill, .length(count.cellWidth))
        frame.render(KeyHintsView(bindings: hintBindings(strings)), in: hintArea)
        Label(count, style: frame.context.style(frame.context.colors.textSecondary, text: TextStyle([.dim])))
            .render(in: countArea, frame: frame)
    }

    /// What the hint line names: the first key in force of each of `bindings`' actions, as
    /// a keymap may have moved them (`"palette.run" = "tab"`).
    private func hintBindings(_ strings: PaletteStrings) -> [KeyBinding] {
        let slots = palette.rebound(bindings, scope: keyScope).flatMap(\.slots)
        func key(_ id: KeyBinding.ID, _ fallback: KeyEvent) -> KeyEvent {
            slots.first { $0.id == id }?.keys.first ?? fallback
        }
        let (up, down) = (key("palette.up", .up), key("palette.down", .down))
        return [
            KeyBinding([up, down], label: Self.pairLabel(up, down), strings.move) {},
            KeyBinding(key("palette.run", .enter), strings.run) {},
            KeyBinding(key("palette.close", .escape), strings.close) {},
        ]
    }

    /// "↑↓" for two arrows, "Ctrl-K/Ctrl-J" when a keymap gave longer names.
    private static func pairLabel(_ first: KeyEvent, _ second: KeyEvent) -> String {
        let labels = [first.hintLabel, second.hintLabel]
        return labels.allSatisfy { $0.count == 1 } ? labels.joined() : labels.joined(separator: "/")
    }

    // MARK: Keys

    var keyScope: KeyScope { KeyScope(name: "Palette") }

    var bindings: [KeyBinding] {
        [
            KeyBinding(.escape, id: "palette.close", "", isShown: false) { palette.close() },
            KeyBinding(.enter, id: "palette.run", "", isShown: false) { palette.runSelected() },
            KeyBinding(
                keys: [.up, .control("k"), KeyEvent(.tab, modifiers: .shift), .backTab], id: "palette.up", "",
                isShown: false
            ) { _ in
                palette.move(by: -1)
                return true
            },
            KeyBinding(keys: [.down, .control("j"), .control("n"), .tab], id: "palette.down", "", isShown: false) { _ in
                palette.move(by: 1)
                return true
            },
            KeyBinding(.pageUp, id: "palette.page-up", "", isShown: false) {
                palette.move(by: -max(1, palette.selection.visibleCount - 1))
            },
            KeyBinding(.pageDown, id: "palette.page-down", "", isShown: false) {
                palette.move(by: max(1, palette.selection.visibleCount - 1))
            },
            .paste { text in
                palette.paste(text)
                return true
            },
            // Typing and editing the query; any other key is kept from the screens beneath.
            .anyKey { key in
                _ = palette.edit(key)
                return true
            },
        ]
    }
}

extension String {
    /// The text less its first `columns` columns of cells (whole characters).
    fileprivate func dropFirstColumns(_ columns: Int) -> Substring {
        var width = 0
        var index = startIndex
        while index < endIndex, width < columns {
            width += TextWidth.of(self[index])
            index = self.index(after: index)
        }
        return self[index...]
    }
}
