import CMarkGFM

/// cmark-gfm's tree → `MarkdownBlock`s. Walked with cmark's own iterator and a stack, never
/// by recursion, so a document nested ten thousand deep cannot exhaust the stack; containers
/// past `maximumDepth` give their blocks to the one around them instead.
enum MarkdownParser {
    static let maximumDepth = 12

    /// What a container being read has gathered so far.
    private enum Container {
        case blocks(Kind, [MarkdownBlock])
        case list(MarkdownList)
        case table(MarkdownTable, isHeader: Bool)
        case row([[MarkdownSpan]], isHeader: Bool)
        case inlines(InlineKind, [MarkdownSpan])

        enum Kind {
            case document
            case quote
            case item(MarkdownListItem.Task?)
        }

        enum InlineKind {
            case paragraph
            case heading(Int)
            case cell
        }
    }

    static func parse(_ text: String) -> [MarkdownBlock] {
        var text = text
        let document = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { tui_cmark_parse($0.baseAddress, $0.count) }
        }
        guard let document else { return [] }
        defer { cmark_node_free(document) }
        var walker = Walker()
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { break }
            let type = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
            if event == CMARK_EVENT_ENTER {
                walker.enter(type, node: node)
            } else {
                walker.exit(type)
            }
        }
        return walker.result
    }

    /// The stack of open containers, and for inline markup the styles in force.
    private struct Walker {
        var stack: [Container] = [.blocks(.document, [])]
        /// For each open container node, whether it opened a container here (false past
        /// `maximumDepth`, or a node this reader does not keep).
        var opened: [Bool] = []
        /// The style (and link) of each open inline container, the innermost last.
        var styles: [(MarkdownSpanStyle, String?)] = [([], nil)]

        var result: [MarkdownBlock] {
            if case .blocks(_, let blocks) = stack.first { return blocks }
            return []
        }

        private var depth: Int { stack.count }

        mutating func enter(_ type: String, node: OpaquePointer) {
            switch type {
            // Leaves: entered only.
            case "text", "html_inline":
                append(literal(node))
            case "code":
                append(MarkdownSpan(literal(node), style: styles.last!.0.union(.code), url: styles.last!.1))
            case "softbreak":
                append(" ")
            case "linebreak":
                append("\n")
            case "code_block":
                let info = literal(cmark_node_get_fence_info(node))
                let language = info.split(separator: " ").first.map(String.init) ?? ""
                add(.code(language: language, lines: Self.lines(literal(node))))
            case "html_block":
                add(.html(lines: Self.lines(literal(node))))
            case "thematic_break":
                add(.rule)
            // Containers: entered and exited.
            case "block_quote":
                open(depth < maximumDepth, .blocks(.quote, []))
            case "list":
                let kind: MarkdownList.Kind =
                    cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                    ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bulleted
                let list = MarkdownList(kind: kind, isTight: cmark_node_get_list_tight(node) != 0, items: [])
                open(depth + 1 < maximumDepth, .list(list))
            case "item", "tasklist":
                var task: MarkdownListItem.Task?
                if type == "tasklist" { task = cmark_gfm_extensions_get_tasklist_item_checked(node) ? .done : .open }
                guard case .list = stack.last else { return open(false, .blocks(.quote, [])) }
                open(true, .blocks(.item(task), []))
            case "paragraph":
                openInlines(.paragraph)
            case "heading":
                openInlines(.heading(Int(cmark_node_get_heading_level(node))))
            case "table":
                let count = Int(cmark_gfm_extensions_get_table_columns(node))
                var alignments: [MarkdownTable.Alignment] = []
                if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                    alignments = (0..<count).map { index in
                        switch raw[index] {
                        case UInt8(ascii: "c"): .center
                        case UInt8(ascii: "r"): .trailing
                        default: .leading
                        }
                    }
                }
                open(
                    !isInInlines, .table(MarkdownTable(alignments: alignments, header: [], rows: []), isHeader: false))
            case "table_row", "table_header":
                let isHeader = type == "table_header" || cmark_gfm_extensions_get_table_row_is_header(node) != 0
                guard case .table = stack.last else { return open(false, .row([], isHeader: false)) }
                open(true, .row([], isHeader: isHeader))
            case "table_cell":
                guard case .row = stack.last else { return open(false, .row([], isHeader: false)) }
                open(true, .inlines(.cell, []))
            case "emph": openStyle([.emphasis])
            case "strong": openStyle([.strong])
            case "strikethrough": openStyle([.strikethrough])
            case "link": openStyle([.link], url: literal(cmark_node_get_url(node)))
            case "image":
                openStyle([.image], url: literal(cmark_node_get_url(node)))
                append(MarkdownSpan("", style: styles.last!.0, url: styles.last!.1))
            case "document":
                opened.append(false)
            default:
                // Anything else with children (a footnote, an extension's node) keeps them
                // in the container around it.
                if cmark_node_first_child(node) != nil { opened.append(false) }
            }
        }

        mutating func exit(_ type: String) {
            switch type {
            case "emph", "strong", "strikethrough", "link", "image":
                if styles.count > 1 { styles.removeLast() }
                return
            default: break
            }
            guard let didOpen = opened.popLast(), didOpen, stack.count > 1 else { return }
            let container = stack.removeLast()
            switch container {
            case .blocks(.item(let task), let blocks):
                guard case .list(var list) = stack.last else { return }
                list.items.append(MarkdownListItem(task: task, blocks: blocks))
                stack[stack.count - 1] = .list(list)
            case .blocks(.quote, let blocks):
                add(.quote(blocks))
            case .blocks(.document, let blocks):
                for block in blocks { add(block) }
            case .list(let list):
                add(.list(list))
            case .table(let table, _):
                add(.table(table))
            case .row(let cells, let isHeader):
                guard case .table(var table, _) = stack.last else { return }
                if isHeader && table.header.isEmpty { table.header = cells } else { table.rows.append(cells) }
                stack[stack.count - 1] = .table(table, isHeader: false)
            case .inlines(.cell, let spans):
                guard case .row(var cells, let isHeader) = stack.last else { return }
                cells.append(spans)
                stack[stack.count - 1] = .row(cells, isHeader: isHeader)
            case .inlines(.paragraph, let spans):
                add(.paragraph(spans))
            case .inlines(.heading(let level), let spans):
                add(.heading(level: level, spans))
            }
            if case .inlines = container { styles = [([], nil)] }
        }

        private var isInInlines: Bool {
            if case .inlines = stack.last { return true }
            return false
        }

        private mutating func open(_ condition: Bool, _ container: Container) {
            opened.append(condition)
            if condition { stack.append(container) }
        }

        private mutating func openInlines(_ kind: Container.InlineKind) {
            open(!isInInlines, .inlines(kind, []))
        }

        private mutating func openStyle(_ style: MarkdownSpanStyle, url: String? = nil) {
            let outer = styles.last!
            styles.append((outer.0.union(style), url ?? outer.1))
        }

        private mutating func append(_ text: String) {
            append(MarkdownSpan(text, style: styles.last!.0, url: styles.last!.1))
        }

        /// `span` to the open paragraph, heading or cell; text outside any (inline HTML
        /// in a dropped container) becomes a paragraph of its own.
        private mutating func append(_ span: MarkdownSpan) {
            guard case .inlines(let kind, var spans) = stack.last else {
                if !span.text.isEmpty { add(.paragraph([span])) }
                return
            }
            if var last = spans.last, last.style == span.style, last.url == span.url, !span.text.isEmpty,
                !(span.style.contains(.image) && last.text.isEmpty)
            {
                last.text += span.text
                spans[spans.count - 1] = last
            } else {
                spans.append(span)
            }
            stack[stack.count - 1] = .inlines(kind, spans)
        }

        /// `block` to the innermost container that holds blocks.
        private mutating func add(_ block: MarkdownBlock) {
            for index in stack.indices.reversed() {
                switch stack[index] {
                case .blocks(let kind, var blocks):
                    blocks.append(block)
                    stack[index] = .blocks(kind, blocks)
                    return
                case .inlines(let kind, var spans):
                    // A block inside a cell or paragraph (only past the depth limit): its text.
                    spans.append(MarkdownSpan(" " + Self.plainText(of: block)))
                    stack[index] = .inlines(kind, spans)
                    return
                case .list, .table, .row:
                    continue
                }
            }
        }

        private func literal(_ node: OpaquePointer) -> String {
            literal(cmark_node_get_literal(node))
        }

        private func literal(_ pointer: UnsafePointer<CChar>?) -> String {
            pointer.map { String(cString: $0) } ?? ""
        }

        /// A code block's text as lines, tabs as four spaces, without the last line break.
        static func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "\t", with: "    ")
            }
            if lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }

        static func plainText(of block: MarkdownBlock) -> String {
            switch block {
            case .heading(_, let spans), .paragraph(let spans): spans.map(\.text).joined()
            case .code(_, let lines), .html(let lines): lines.joined(separator: " ")
            default: ""
            }
        }
    }
}

extension Substring {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard contains(target) else { return String(self) }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
