import TUICore

extension MarkdownLayout {
    /// Lays blocks out, with what each line needs beyond its spans.
    struct Builder {
        struct Laid {
            var line: MarkdownLine
            var heading: (title: String, level: Int)?
            /// Where the text starts after prefixes (a wrapped link's continuation starts there).
            var indent = 0

            init(_ spans: [Span], heading: (title: String, level: Int)? = nil, indent: Int = 0) {
                line = MarkdownLine(spans)
                self.heading = heading
                self.indent = indent
            }

            func prefixed(_ prefix: [Span], width: Int) -> Laid {
                var copy = self
                copy.line.spans = prefix + line.spans
                copy.indent += width
                return copy
            }
        }

        let glyphs: MarkdownGlyphs

        mutating func blocks(_ blocks: [MarkdownBlock], width: Int, depth: Int, isTight: Bool = false) -> [Laid] {
            var result: [Laid] = []
            for (index, block) in blocks.enumerated() {
                if index > 0, !isTight { result.append(Laid([])) }
                result += self.block(block, width: width, depth: depth)
            }
            return result
        }

        mutating func block(_ block: MarkdownBlock, width: Int, depth: Int) -> [Laid] {
            switch block {
            case .paragraph(let spans):
                return MarkdownWrapper.wrap(inline(spans, role: .text), width: width).map { Laid($0) }
            case .heading(let level, let spans):
                return heading(level: level, spans: spans, width: width)
            case .code(let language, let lines):
                return code(language: language, lines: lines, width: width)
            case .html(let lines):
                return lines.map { clipped([Span($0, role: .code)], width: width) }
            case .rule:
                return [Laid([Span(String(repeating: glyphs.rule, count: width), role: .decoration)])]
            case .quote(let inner):
                let bar = [Span(glyphs.quoteBar + " ", role: .decoration)]
                guard width - 2 >= MarkdownLayout.minimumTextWidth else {
                    return blocks(inner, width: width, depth: depth + 1)
                }
                return blocks(inner, width: width - 2, depth: depth + 1).map { $0.prefixed(bar, width: 2) }
            case .list(let list):
                return self.list(list, width: width, depth: depth)
            case .table(let table):
                return MarkdownTableLayout(table: table, width: width, glyphs: glyphs).lines(builder: &self).map {
                    Laid($0.spans)
                }
            }
        }

        /// Inline spans as line spans: image markers as a glyph, inline code between dim
        /// backticks and struck text between tildes, so both read without colour.
        func inline(_ spans: [MarkdownSpan], role: Span.Role) -> [Span] {
            var result: [Span] = []
            result.reserveCapacity(spans.count)
            for span in spans {
                if span.style.contains(.image), span.text.isEmpty {
                    result.append(Span(glyphs.image + " ", role: .decoration, style: span.style, url: span.url))
                } else if span.style.contains(.code) {
                    result.append(Span("`", role: .decoration, style: span.style, url: span.url))
                    result.append(Span(span.text, role: role, style: span.style, url: span.url))
                    result.append(Span("`", role: .decoration, style: span.style, url: span.url))
                } else if span.style.contains(.strikethrough) {
                    let mark = Span(glyphs.strikethrough, role: .decoration, style: span.style, url: span.url)
                    result += [mark, Span(span.text, role: role, style: span.style, url: span.url), mark]
                } else {
                    result.append(Span(span.text, role: role, style: span.style, url: span.url))
                }
            }
            return result
        }

        /// `# Title` as bold text; level 1 underlined by a heavy rule, level 2 by a light one,
        /// deeper levels led by their `###`, so the levels differ without colour.
        private func heading(level: Int, spans: [MarkdownSpan], width: Int) -> [Laid] {
            let title = spans.map(\.text).joined()
            var prefix: [Span] = []
            if level >= 3 { prefix = [Span(String(repeating: "#", count: level) + " ", role: .decoration)] }
            let prefixWidth = prefix.first?.text.cellWidth ?? 0
            let textWidth = max(1, width - prefixWidth)
            var result: [Laid] = []
            for (index, line) in MarkdownWrapper.wrap(inline(spans, role: .heading(level)), width: textWidth)
                .enumerated()
            {
                let lead =
                    index == 0 ? prefix : (prefixWidth > 0 ? [Span(String(repeating: " ", count: prefixWidth))] : [])
                result.append(Laid(lead + line, heading: index == 0 ? (title, level) : nil, indent: prefixWidth))
            }
            if level <= 2 {
                let used = result.map { $0.line.text.cellWidth }.max() ?? 0
                let rule = level == 1 ? glyphs.heading1Rule : glyphs.heading2Rule
                result.append(Laid([Span(String(repeating: rule, count: min(width, max(used, 1))), role: .decoration)]))
            }
            return result
        }

        /// A box around the code, its language in the top edge; lines wider than the box are
        /// cut and end in `›`. Too narrow for a box, the lines alone, cut the same way.
        private func code(language: String, lines: [String], width: Int) -> [Laid] {
            let inner = width - 4
            guard inner >= 4 else { return lines.map { clipped([Span($0, role: .code)], width: width) } }
            let label = language.isEmpty ? "" : " " + language.truncated(toWidth: max(1, inner - 2)) + " "
            let top =
                glyphs.topLeft + glyphs.horizontal + label
                + String(repeating: glyphs.horizontal, count: max(0, width - 3 - label.cellWidth)) + glyphs.topRight
            var result = [Laid([Span(top, role: .decoration)])]
            let side = Span(glyphs.vertical + " ", role: .decoration)
            let end = Span(" " + glyphs.vertical, role: .decoration)
            for line in lines {
                var body = clipped([Span(line, role: .code)], width: inner).line.spans
                let used = body.reduce(0) { $0 + $1.text.cellWidth }
                if used < inner { body.append(Span(String(repeating: " ", count: inner - used))) }
                result.append(Laid([side] + body + [end], indent: 2))
            }
            result.append(
                Laid([
                    Span(
                        glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: width - 2) + glyphs.bottomRight,
                        role: .decoration)
                ]))
            return result
        }

        /// `spans` on one line: cut to `width` with `›` at the end when wider.
        func clipped(_ spans: [Span], width: Int) -> Laid {
            let total = spans.reduce(0) { $0 + $1.text.cellWidth }
            guard total > width else { return Laid(spans) }
            var kept: [Span] = []
            var room = max(0, width - glyphs.clipped.cellWidth)
            for span in spans {
                guard room > 0 else { break }
                let text = span.text.truncated(toWidth: room, ellipsis: "")
                kept.append(Span(text, role: span.role, style: span.style, url: span.url))
                room -= text.cellWidth
            }
            if room > 0 { kept.append(Span(String(repeating: " ", count: room))) }
            kept.append(Span(glyphs.clipped, role: .clipped))
            return Laid(kept)
        }

        /// Items with their marker on the first line and the rest indented under their text.
        private mutating func list(_ list: MarkdownList, width: Int, depth: Int) -> [Laid] {
            let markers: [(String, Span.Role)] = list.items.enumerated().map { index, item in
                switch item.task {
                case .open?: return (glyphs.openTask, .marker)
                case .done?: return (glyphs.doneTask, .doneMarker)
                case nil:
                    switch list.kind {
                    case .bulleted: return (glyphs.bullets[depth % glyphs.bullets.count], .marker)
                    case .ordered(let start): return ("\(start + index).", .marker)
                    }
                }
            }
            let markerWidth = (markers.map { $0.0.cellWidth }.max() ?? 1) + 1
            let indents = width - markerWidth >= MarkdownLayout.minimumTextWidth
            var result: [Laid] = []
            for (index, item) in list.items.enumerated() {
                if index > 0, !list.isTight { result.append(Laid([])) }
                let (marker, role) = markers[index]
                // Numbers line up on their right, bullets and boxes on their left.
                let padding = markerWidth - 1 - marker.cellWidth
                let text =
                    list.kind == .bulleted || item.task != nil
                    ? marker + String(repeating: " ", count: padding + 1)
                    : String(repeating: " ", count: padding) + marker + " "
                let inner = blocks(
                    item.blocks, width: indents ? width - markerWidth : width, depth: depth + 1, isTight: list.isTight)
                let lead = [Span(text, role: role)]
                let blank = [Span(String(repeating: " ", count: markerWidth))]
                if inner.isEmpty { result.append(Laid(lead, indent: markerWidth)) }
                for (row, laid) in inner.enumerated() {
                    result.append(
                        indents || row == 0 ? laid.prefixed(row == 0 ? lead : blank, width: markerWidth) : laid)
                }
            }
            return result
        }
    }
}
