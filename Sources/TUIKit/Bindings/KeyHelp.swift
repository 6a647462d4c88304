import TUICore

/// What a help screen lists (Textual's key panel, bubbles' full help): every binding in
/// force, grouped by the view or container that declares it, most specific first, each
/// rebindable action on a row of its own with its id, so a keymap can be written from it.
public struct KeyHelp: Sendable, Equatable {
    /// One row: the keys as hint lines name them, what they do, and the id a keymap names.
    public struct Row: Sendable, Equatable {
        public let keys: String
        public let description: String
        public let id: KeyBinding.ID?
    }

    /// The rows one scope declares.
    public struct Section: Sendable, Equatable {
        public let scope: KeyScope
        public var rows: [Row]
    }

    public let sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The help of `chain` (`Window.keyBindings`, most specific first): bindings with a
    /// description and keys, each key once (the first to take it wins, as dispatch does),
    /// a binding with several actions (a list's moves) one row an action.
    @MainActor
    public init(chain: [KeyBinding]) {
        var sections: [Section] = []
        var taken: Set<KeyEvent> = []
        for binding in chain where !binding.description.isEmpty {
            let keys = binding.dispatchKeys
            guard !keys.isEmpty else { continue }
            var rows: [Row] = []
            if binding.slots.isEmpty {
                if !taken.isSuperset(of: keys) {
                    rows.append(Row(keys: binding.label, description: binding.description, id: nil))
                }
            } else {
                // Only the keys that reach it: one a view above takes is not this binding's.
                for slot in binding.slots {
                    let free = slot.keys.filter { !taken.contains($0) }
                    guard !free.isEmpty else { continue }
                    rows.append(Row(keys: Self.names(free), description: binding.description, id: slot.id))
                }
            }
            taken.formUnion(keys)
            guard !rows.isEmpty else { continue }
            let scope = binding.scope ?? KeyScope(name: "")
            // The window's keys and the hotkeys are both the app's: one section.
            if let index = sections.firstIndex(where: { $0.scope == scope || $0.scope.title == scope.title }) {
                sections[index].rows += rows
            } else {
                sections.append(Section(scope: scope, rows: rows))
            }
        }
        self.sections = sections
    }

    /// The keys' hint names, a Shift twin left out when its plain key is there.
    static func names(_ keys: [KeyEvent]) -> String {
        keys.filter { key in
            guard key.modifiers.contains(.shift) else { return true }
            var plain = key
            plain.modifiers.remove(.shift)
            return !keys.contains(plain)
        }
        .map(\.hintLabel)
        .joined(separator: " ")
    }

    /// Every row, as lines: a scope's title, then its rows.
    public var lineCount: Int { sections.reduce(0) { $0 + 1 + $1.rows.count } }
}
