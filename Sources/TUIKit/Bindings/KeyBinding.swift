import TUICore

/// One key binding, declared once (Textual's `BINDINGS`, Bubble Tea's `key.Binding`): the
/// keys, what they do, and how the hint line names them. The same declaration dispatches
/// the keys and draws the hint, so a hint never names a key that does nothing.
///
/// The Logs panel's list, shortened (`viewModel` is its `LogsViewModel`):
///
/// ```swift
/// var bindings: [KeyBinding] {
///     [
///         .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
///         KeyBinding(.enter, R.string.common.bindingOpen()) { viewModel.openSelected() },
///         KeyBinding("0", R.string.logs.bindingResetFilters(), isShown: false) { viewModel.resetFilters() },
///     ]
/// }
/// ```
@MainActor
public struct KeyBinding {
    /// What sets a binding off.
    enum Trigger {
        /// One of these keys.
        case keys([KeyEvent])
        /// Any printable character typed without Ctrl or Alt (a text field).
        case text
        /// A bracketed paste, whole.
        case paste
        /// Every key (a key recorder, an embedded terminal).
        case anyKey
        /// No key: a note in the hint line about the mouse ("click a card").
        case note
        /// A place in the hint line for the binding of these keys declared further up the
        /// chain (by a container or the window); it does not dispatch by itself.
        case inherited([KeyEvent])
    }

    /// What the binding is given when it fires.
    public enum Input: Sendable {
        case key(KeyEvent)
        case paste(String)
    }

    var trigger: Trigger
    /// How the hint line names the keys ("↑↓", "Enter", "Tab or 1-3").
    public internal(set) var label: String
    /// What the keys do, from the string tables ("move", "open").
    public let description: String
    /// Whether the hint line shows it.
    public internal(set) var isShown: Bool
    /// Runs the binding; false passes the input on down the chain.
    var action: @MainActor (Input) -> Bool
    /// What a keymap may rebind, each action under its stable id (`logs.open`); empty when
    /// nothing is (a text field's typing, a note). A list has one per move (`list.down`).
    public internal(set) var slots: [Slot] = []
    /// The view or container that declared it, set where the chain is gathered: the help
    /// screen groups by it, and a keymap checks a key bound twice within it.
    public internal(set) var scope: KeyScope?
    /// The keys declared, before a keymap rebound them: an inherited place names those.
    var declaredKeys: [KeyEvent]?

    init(
        trigger: Trigger,
        label: String,
        description: String,
        isShown: Bool,
        slots: [Slot] = [],
        action: @escaping @MainActor (Input) -> Bool
    ) {
        self.trigger = trigger
        self.label = label
        self.description = description
        self.isShown = isShown
        self.slots = slots
        self.action = action
    }

    /// The stable id of a binding with one action (what a keymap names); nil for one with
    /// several (a list's, each under its own) or none.
    public var id: ID? { slots.count == 1 ? slots[0].id : nil }

    /// `key` runs `action`; the label defaults to the key's name.
    public init(
        _ key: KeyEvent,
        id: ID? = nil,
        label: String? = nil,
        _ description: String,
        isShown: Bool = true,
        action: @escaping @MainActor () -> Void
    ) {
        self.init([key], id: id, label: label, description, isShown: isShown, action: action)
    }

    /// Any of `keys` runs `action`; the label defaults to the first key's name.
    public init(
        _ keys: [KeyEvent],
        id: ID? = nil,
        label: String? = nil,
        _ description: String,
        isShown: Bool = true,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(keys: keys, id: id, label: label, description, isShown: isShown) { _ in
            action()
            return true
        }
    }

    /// `keys` run `handler` with the key pressed; it returns false to pass the key on
    /// (a list already at its end, say). With an `id` a keymap rebinds them all as one
    /// action, and `handler` is handed the first of `keys` for a key the keymap gave; a
    /// handler that tells its keys apart names each with `slots` instead.
    public init(
        keys: [KeyEvent],
        id: ID? = nil,
        slots: [Slot] = [],
        label: String? = nil,
        _ description: String,
        isShown: Bool = true,
        handler: @escaping @MainActor (KeyEvent) -> Bool
    ) {
        self.init(
            trigger: .keys(keys),
            label: label ?? keys.first?.hintLabel ?? "",
            description: description,
            isShown: isShown,
            slots: id.map { [Slot($0, keys)] } ?? slots
        ) { input in
            guard case .key(let key) = input else { return false }
            return handler(key)
        }
    }

    /// A single character key, the most common binding: `KeyBinding("r", "reload") { … }`.
    public init(
        _ character: Character,
        id: ID? = nil,
        label: String? = nil,
        _ description: String,
        isShown: Bool = true,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(
            KeyEvent(.character(character)), id: id, label: label, description, isShown: isShown, action: action)
    }

    /// Characters typed into a field: every printable character without Ctrl or Alt.
    /// Hidden unless a description is given ("Type a name").
    public static func text(
        _ description: String = "",
        isShown: Bool? = nil,
        handler: @escaping @MainActor (Character) -> Bool
    ) -> KeyBinding {
        KeyBinding(trigger: .text, label: "", description: description, isShown: isShown ?? !description.isEmpty) {
            guard case .key(let key) = $0, case .character(let character) = key.key else { return false }
            return handler(character)
        }
    }

    /// A bracketed paste taken whole (a field inserts it at once, so a formatter sees all of it).
    public static func paste(
        _ description: String = "",
        handler: @escaping @MainActor (String) -> Bool
    ) -> KeyBinding {
        KeyBinding(trigger: .paste, label: "", description: description, isShown: !description.isEmpty) {
            guard case .paste(let text) = $0 else { return false }
            return handler(text)
        }
    }

    /// Every key, before anything further up the chain sees it: for a view that takes all
    /// input (a key recorder, an embedded terminal). Never shown; `handler` returns false
    /// to pass a key on.
    public static func anyKey(handler: @escaping @MainActor (KeyEvent) -> Bool) -> KeyBinding {
        KeyBinding(trigger: .anyKey, label: "", description: "", isShown: false) {
            guard case .key(let key) = $0 else { return false }
            return handler(key)
        }
    }

    /// A note in the hint line for what the mouse does ("click a card"); it takes no key.
    public static func note(_ text: String) -> KeyBinding {
        KeyBinding(trigger: .note, label: "", description: text, isShown: true) { _ in false }
    }

    /// Shows, at this place in the hint line, the binding of `keys` that a container or
    /// the window declares (a root screen placing the window's "q quit" last, say).
    public static func inherited(_ keys: KeyEvent...) -> KeyBinding {
        KeyBinding(trigger: .inherited(keys), label: "", description: "", isShown: true) { _ in false }
    }

    /// The same binding, left out of the hint line.
    public func hidden() -> KeyBinding {
        var binding = self
        binding.isShown = false
        return binding
    }

    /// The same binding named by `label`. On an inherited place the binding it shows takes
    /// the label, and keeps its own words: `.inherited(.escape).labeled("Esc:")` reads
    /// "Esc: back" on a line that names its keys with a colon.
    public func labeled(_ label: String) -> KeyBinding {
        var binding = self
        binding.label = label
        return binding
    }

    /// Whether `key` sets this binding off.
    public func matches(_ key: KeyEvent) -> Bool {
        switch trigger {
        case .keys(let keys): keys.contains(key)
        case .text:
            if case .character = key.key { key.modifiers.isDisjoint(with: [.control, .alt]) } else { false }
        case .anyKey: true
        case .paste, .note, .inherited: false
        }
    }

    /// Whether it takes typed text (`.text`, `.anyKey`: a field), so a paste may be typed
    /// into it key by key; a binding of named keys is a command, which a paste never runs.
    var takesTypedText: Bool {
        switch trigger {
        case .text, .anyKey: true
        case .keys, .paste, .note, .inherited: false
        }
    }

    /// The keys that name this binding in a hint line, to show each binding once.
    var hintKeys: [KeyEvent] {
        switch trigger {
        case .keys(let keys), .inherited(let keys): keys
        case .text, .paste, .note, .anyKey: []
        }
    }

    /// The entry in a hint line: "Enter open".
    public var hint: String {
        if label.isEmpty { return description }
        return description.isEmpty ? label : label + " " + description
    }
}
