import TUICore

/// The window's command palette (Textual's `CommandPalette`, VS Code's Ctrl-P): a fuzzy
/// finder over the app's commands (`WindowApplication.paletteCommands`: routes, settings,
/// themes) and the key bindings in force where it opened, named by their descriptions.
/// Ctrl-P opens it on any screen and over any overlay; `:` does too where nothing else
/// takes the key (a text field types it). Enter runs the selected command, Esc closes;
/// recent choices rank first and are kept by `recents`.
///
/// It lists what it gathered at `open()`; each key scores only what the query can still
/// match (`CommandSearch`), so a thousand commands update within a frame.
@MainActor
public final class CommandPalette: WindowOverlayProvider {
    /// Whether it shows now.
    public private(set) var isOpen = false
    /// What the user typed.
    public private(set) var query = TextEditingBuffer()
    /// The listed results' selection and scroll.
    var selection = ListSelection(count: 0)
    /// What `open()` gathered, in the order given.
    public private(set) var commands: [PaletteCommand] = []
    /// The commands the query matches, in the order listed.
    public private(set) var results: [CommandSearch.Result] = []
    /// Keeps the recent choices between launches; set by the app, read at the first open
    /// (not at launch, which need not wait for the file).
    public var recents: (any PaletteRecents)? {
        didSet { hasLoadedRecents = false }
    }
    /// The recent choices' ids, the latest first, at most `recentLimit`.
    public var recentIDs: [String] {
        if !hasLoadedRecents {
            hasLoadedRecents = true
            loadedRecentIDs = recents?.load() ?? loadedRecentIDs
        }
        return loadedRecentIDs
    }
    private var loadedRecentIDs: [String] = []
    private var hasLoadedRecents = false
    static let recentLimit = 10

    private var search = CommandSearch(titles: [], recentRanks: [])
    private unowned let window: Window

    init(window: Window) {
        self.window = window
    }

    /// `bindings`, declared by `scope`, as the window's keymap rebinds them: the overlay's
    /// hint line names the keys in force.
    func rebound(_ bindings: [KeyBinding], scope: KeyScope) -> [KeyBinding] {
        window.applyKeymap(to: bindings, scope: scope)
    }

    public func overlays(at now: Duration) -> [any Overlay] {
        isOpen ? [CommandPaletteOverlay(palette: self)] : []
    }

    // MARK: Opening and closing

    /// Opens over whatever shows, listing the app's commands and the keys in force there;
    /// when open already, closes (Ctrl-P toggles).
    public func toggle() {
        isOpen ? close() : open()
    }

    /// Opens with an empty query, listing `extra` first (a screen's own), then the app's
    /// commands and the key bindings in force.
    public func open(adding extra: [PaletteCommand] = []) {
        commands = extra + (window.application?.paletteCommands ?? []) + keyCommands()
        let ranks = Dictionary(recentIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        search = CommandSearch(titles: commands.map(\.title), recentRanks: commands.map { ranks[$0.id] })
        query = TextEditingBuffer()
        isOpen = true
        refresh()
    }

    /// Closes; the screen beneath has its keys and focus again.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        commands = []
        // The search goes with the commands it indexes: results are always of this list.
        search = CommandSearch(titles: [], recentRanks: [])
        results = []
        window.setNeedsDisplay()
    }

    /// Runs the result at `position` in the list: closes, remembers the choice, runs it.
    public func run(at position: Int) {
        // A click from the frame before may name a row of a list that has changed since
        // (the monkey test clicked one after the palette had closed and opened again).
        guard results.indices.contains(position), commands.indices.contains(results[position].index) else { return }
        let command = commands[results[position].index]
        close()
        remember(command.id)
        command.action()
        window.setNeedsDisplay()
    }

    /// Runs the selected result.
    public func runSelected() {
        run(at: selection.selectedIndex)
    }

    // MARK: Typing

    /// Replaces the query (a test, a paste) and lists what it matches.
    public func setQuery(_ text: String) {
        query = TextEditingBuffer(text)
        refresh()
    }

    /// An editing key on the query (characters, Backspace, ← →, Ctrl-U, Ctrl-W); true
    /// when it was one.
    func edit(_ key: KeyEvent) -> Bool {
        let before = query.text
        guard query.handle(key) else { return false }
        if query.text != before { refresh() }
        return true
    }

    func paste(_ text: String) {
        // One line: a pasted newline is no command.
        query.insert(String(text.filter { !$0.isNewline }))
        refresh()
    }

    /// Moves the selection by `rows`, wrapping at either end as Textual's list does.
    func move(by rows: Int) {
        guard selection.count > 0 else { return }
        let count = selection.count
        selection.select(((selection.selectedIndex + rows) % count + count) % count)
    }

    private func refresh() {
        results = search.results(for: query.text)
        selection = ListSelection(count: results.count)
        window.setNeedsDisplay()
    }

    private func remember(_ id: String) {
        var ids = recentIDs
        ids.removeAll { $0 == id }
        ids.insert(id, at: 0)
        if ids.count > Self.recentLimit { ids.removeLast(ids.count - Self.recentLimit) }
        loadedRecentIDs = ids
        recents?.save(ids)
    }

    // MARK: Key bindings as commands

    /// The key bindings a key would reach now, as commands: the overlays' (topmost first,
    /// down to a modal one), then, when no modal overlay keeps them, the front screen's
    /// chain, the window's keys and the hotkeys. Each with a description, once per key as
    /// dispatch goes (a screen's key shadows a container's); running one hands its key to
    /// that same chain, as if it were pressed.
    private func keyCommands() -> [PaletteCommand] {
        var chain: [KeyBinding] = []
        var isModal = false
        for overlay in window.overlays.shown {
            chain += overlay.bindings
            if overlay.isModal {
                isModal = true
                break
            }
        }
        if !isModal { chain += window.keyBindings }
        let group = window.toolkitStrings().palette.keysGroup
        var named: Set<KeyEvent> = CommandPalette.openingKeys
        var commands: [PaletteCommand] = []
        for binding in chain {
            guard case .keys(let keys) = binding.trigger else { continue }
            let free = keys.filter { !named.contains($0) }
            named.formUnion(keys)
            guard let key = free.first, !binding.description.isEmpty else { continue }
            commands.append(
                PaletteCommand(
                    binding.description, group: group, key: binding.label,
                    id: "key:\(binding.label):\(binding.description)"
                ) { [weak window] in
                    guard let window else { return }
                    window.context.run { _ = chain.handle(key) }
                })
        }
        return commands
    }

    /// Ctrl-P and `:` open the palette; they are not listed in it.
    static let openingKeys: Set<KeyEvent> = [.control("p"), KeyEvent(.character(":"))]
}

extension Window {
    /// The window's command palette, made on first use.
    public var commandPalette: CommandPalette {
        overlayProvider(CommandPalette.self) { CommandPalette(window: self) }
    }

    /// The palette when it is open; nil otherwise, without making one.
    var openCommandPalette: CommandPalette? {
        overlays.existingProvider(CommandPalette.self).flatMap { $0.isOpen ? $0 : nil }
    }
}
