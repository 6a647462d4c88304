import CMarkGFM

/// cmark-gfm's tree → `MarkdownBlock`s. Walked with cmark's own iterator and a stack, never
/// by recursion, so a document nested ten thousand deep cannot exhaust the stack; containers
/// past `maximumDepth` give their blocks to the one around them instead.
enum MarkdownParser {
    static let maximumDepth = 12

    /// A container being read and what it has gathered so far. A class, so that adding to
    /// it changes it in place: a paragraph of a hundred thousand spans is read in linear time.
    private final class Container {
        enum Kind {
            case document
            case quote
            case item(MarkdownListItem.Task?)
            case list
            case table
            case row(isHeader: Bool)
            case inlines(InlineKind)
        }

        enum InlineKind {
            case paragraph
            case heading(Int)
            case cell
        }

        let kind: Kind
        var blocks: [MarkdownBlock] = []
        var list = MarkdownList(kind: .bulleted, isTight: true, items: [])
        var table = MarkdownTable(alignments: [], header: [], rows: [])
        var cells: [[MarkdownSpan]] = []
        var spans: [MarkdownSpan] = []

        init(_ kind: Kind) {
            self.kind = kind
        }

        var holdsBlocks: Bool {
            switch kind {
            case .document, .quote, .item: true
            default: false
            }
        }

        var isInlines: Bool {
            if case .inlines = kind { true } else { false }
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
        var stack = [Container(.document)]
        /// For each open container node, whether it opened a container here (false past
        /// `maximumDepth`, or a node this reader does not keep).
        var opened: [Bool] = []
        /// The style (and link) of each open inline container, the innermost last.
        var styles: [(MarkdownSpanStyle, String?)] = [([], nil)]

        var result: [MarkdownBlock] { stack[0].blocks }

        private var depth: Int { stack.count }
        private var top: Container { stack[stack.count - 1] }

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
                open(depth < maximumDepth && top.holdsBlocks, Container(.quote))
            case "list":
                let container = Container(.list)
                if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
                    container.list.kind = .ordered(start: Int(cmark_node_get_list_start(node)))
                }
                container.list.isTight = cmark_node_get_list_tight(node) != 0
                open(depth + 1 < maximumDepth && top.holdsBlocks, container)
            case "item", "tasklist":
                var task: MarkdownListItem.Task?
                if type == "tasklist" { task = cmark_gfm_extensions_get_tasklist_item_checked(node) ? .done : .open }
                guard case .list = top.kind else { return opened.append(false) }
                open(true, Container(.item(task)))
            case "paragraph":
                open(!top.isInlines, Container(.inlines(.paragraph)))
            case "heading":
                open(!top.isInlines, Container(.inlines(.heading(Int(cmark_node_get_heading_level(node))))))
            case "table":
                let container = Container(.table)
                let count = Int(cmark_gfm_extensions_get_table_columns(node))
                if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                    container.table.alignments = (0..<count).map { index in
                        switch raw[index] {
                        case UInt8(ascii: "c"): .center
                        case UInt8(ascii: "r"): .trailing
                        default: .leading
                        }
                    }
                }
                open(top.holdsBlocks, container)
            case "table_row", "table_header":
                let isHeader = type == "table_header" || cmark_gfm_extensions_get_table_row_is_header(node) != 0
                guard case .table = top.kind else { return opened.append(false) }
                open(true, Container(.row(isHeader: isHeader)))
            case "table_cell":
                guard case .row = top.kind else { return opened.append(false) }
                open(true, Container(.inlines(.cell)))
            case "emph": openStyle([.emphasis])
            case "strong": openStyle([.strong])
            case "strikethrough": openStyle([.strikethrough])
            case "link": openStyle([.link], url: literal(cmark_node_get_url(node)))
            case "image":
                openStyle([.image], url: literal(cmark_node_get_url(node)))
                append(MarkdownSpan("", style: styles.last!.0, url: styles.last!.1))
            default:
                // Anything else with children (the document, a footnote, an extension's
                // node) keeps them in the container around it.
                if type == "document" || cmark_node_first_child(node) != nil { opened.append(false) }
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
            let parent = top
            switch container.kind {
            case .item(let task):
                parent.list.items.append(MarkdownListItem(task: task, blocks: container.blocks))
            case .quote:
                add(.quote(container.blocks))
            case .document:
                break
            case .list:
                add(.list(container.list))
            case .table:
                add(.table(container.table))
            case .row(let isHeader):
                if isHeader && parent.table.header.isEmpty {
                    parent.table.header = container.cells
                } else {
                    parent.table.rows.append(container.cells)
                }
            case .inlines(.cell):
                parent.cells.append(container.spans)
            case .inlines(.paragraph):
                add(.paragraph(container.spans))
            case .inlines(.heading(let level)):
                add(.heading(level: level, container.spans))
            }
            if container.isInlines { styles = [([], nil)] }
        }

        private mutating func open(_ condition: Bool, _ container: Container) {
            opened.append(condition)
            if condition { stack.append(container) }
        }

        private mutating func openStyle(_ style: MarkdownSpanStyle, url: String? = nil) {
            let outer = styles.last!
            styles.append((outer.0.union(style), url ?? outer.1))
        }

        private mutating func append(_ text: String) {
            append(MarkdownSpan(text, style: styles.last!.0, url: styles.last!.1))
        }

        /// `span` to the open paragraph, heading or cell (joined to the span before when
        /// they look the same); text outside any (inline HTML in a dropped container)
        /// becomes a paragraph of its own.
        private mutating func append(_ span: MarkdownSpan) {
            let container = top
            guard container.isInlines else {
                if !span.text.isEmpty { add(.paragraph([span])) }
                return
            }
            // Compared in place, not through a copy of the last span, which would hold its
            // text and make the append below copy it.
            let last = container.spans.count - 1
            if last >= 0, container.spans[last].style == span.style, container.spans[last].url == span.url,
                !span.text.isEmpty, !(span.style.contains(.image) && container.spans[last].text.isEmpty)
            {
                container.spans[last].text += span.text
            } else {
                container.spans.append(span)
            }
        }

        /// `block` to the innermost container that holds blocks.
        private mutating func add(_ block: MarkdownBlock) {
            for container in stack.reversed() {
                if container.holdsBlocks {
                    container.blocks.append(block)
                    return
                }
                if container.isInlines {
                    // A block inside a cell or paragraph (only past the depth limit): its text.
                    container.spans.append(MarkdownSpan(" " + Self.plainText(of: block)))
                    return
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
