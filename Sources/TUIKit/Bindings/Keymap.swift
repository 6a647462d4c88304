import TUICore

/// The user's rebinding of key binding ids to keys (the `[bindings]` table of
/// `keymap.toml`), applied where the chain of bindings is gathered, so dispatch, hint
/// lines and the help screen all follow it. Entries are already checked for key names;
/// what depends on the bindings themselves (unknown ids, a key bound twice in one view) is
/// checked against what the views declare (`problems(in:)`, and again as each view's
/// bindings are gathered, where a clashing entry keeps the defaults).
public struct Keymap: Sendable, Equatable {
    /// One id rebound: its keys (in the file's order) and the line that says so.
    public struct Entry: Sendable, Equatable {
        public let id: KeyBinding.ID
        public let keys: [KeyEvent]
        public let line: Int

        public init(id: KeyBinding.ID, keys: [KeyEvent], line: Int) {
            self.id = id
            self.keys = keys
            self.line = line
        }
    }

    /// The file it was read from, for messages.
    public let file: String
    public let entries: [KeyBinding.ID: Entry]

    public static let empty = Keymap(file: "", entries: [])

    public init(file: String, entries: [Entry]) {
        self.file = file
        var byID: [KeyBinding.ID: Entry] = [:]
        for entry in entries where byID[entry.id] == nil { byID[entry.id] = entry }
        self.entries = byID
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The keys `id` has: the keymap's, or nil for its defaults.
    public func keys(for id: KeyBinding.ID) -> [KeyEvent]? { entries[id]?.keys }

    /// Which entries apply within one scope, given its rebindable actions (`slots`, in
    /// declaration order) and the keys of its bindings that have no id (`fixedKeys`): an
    /// entry whose key another action of the scope also has (by default or by the keymap)
    /// is refused, and that action keeps its defaults; the refusals are `conflicts`.
    public func resolve(
        slots: [KeyBinding.Slot], fixedKeys: [KeyEvent], scope: KeyScope
    ) -> (overrides: [KeyBinding.ID: [KeyEvent]], conflicts: [KeymapProblem]) {
        var defaults: [(id: KeyBinding.ID, keys: [KeyEvent])] = []
        for slot in slots where !defaults.contains(where: { $0.id == slot.id }) {
            defaults.append((slot.id, slot.keys))
        }
        var accepted = Set(defaults.map(\.id).filter { entries[$0] != nil })
        guard !accepted.isEmpty else { return ([:], []) }
        var conflicts: [KeymapProblem] = []
        var reported: Set<KeyEvent> = []
        // Refusing an entry brings back its defaults, which may clash anew: repeat until none do.
        while true {
            var owners: [KeyEvent: [KeyBinding.ID]] = [:]
            var order: [KeyEvent] = []
            for (id, keys) in defaults {
                let effective = accepted.contains(id) ? entries[id]?.keys ?? keys : keys
                for key in effective where owners[key]?.contains(id) != true {
                    if owners[key] == nil { order.append(key) }
                    owners[key, default: []].append(id)
                }
            }
            let fixed = Set(fixedKeys)
            var refused: Set<KeyBinding.ID> = []
            for key in order {
                let ids = owners[key] ?? []
                // A key an id keeps from its defaults clashed before the keymap too (the view's
                // first binding takes it); only a key the keymap brings is refused.
                let rebound = ids.filter { id in
                    accepted.contains(id) && entries[id]?.keys.contains(key) == true
                        && defaults.first { $0.id == id }?.keys.contains(key) != true
                }
                guard !rebound.isEmpty, ids.count > 1 || fixed.contains(key) else { continue }
                refused.formUnion(rebound)
                guard reported.insert(key).inserted, let entry = entries[rebound[0]] else { continue }
                conflicts.append(
                    KeymapProblem(
                        file: file, line: entry.line,
                        kind: .boundTwice(
                            key: KeyNames.name(of: key), scope: scope.name, ids: ids.map(\.rawValue).sorted(),
                            fixed: fixed.contains(key))))
            }
            guard !refused.isEmpty else { break }
            accepted.subtract(refused)
        }
        var overrides: [KeyBinding.ID: [KeyEvent]] = [:]
        for id in accepted { overrides[id] = entries[id]?.keys }
        return (overrides, conflicts)
    }

    /// What is wrong with this keymap against what an app declares (`catalog`: each scope's
    /// rebindable actions and its keys without an id): ids no scope declares, with the
    /// nearest one it may have meant, and keys bound twice in one scope.
    public func problems(in catalog: [KeymapCatalog.Scope]) -> [KeymapProblem] {
        let known = Set(catalog.flatMap { $0.slots.map(\.id) })
        var problems: [KeymapProblem] = []
        for entry in entries.values.sorted(by: { $0.line < $1.line }) where !known.contains(entry.id) {
            let near = Self.nearest(to: entry.id.rawValue, in: known.map(\.rawValue))
            problems.append(
                KeymapProblem(file: file, line: entry.line, kind: .unknownID(entry.id.rawValue, nearest: near)))
        }
        // A scope may be listed once a state (its keys differ by state): one clash is said once.
        var seen: Set<KeymapProblem> = []
        for scope in catalog {
            let conflicts = resolve(slots: scope.slots, fixedKeys: scope.fixedKeys, scope: scope.scope).conflicts
            problems += conflicts.filter { seen.insert($0).inserted }
        }
        return problems.sorted { ($0.line ?? 0, $0.message) < ($1.line ?? 0, $1.message) }
    }

    /// The known id nearest `name` by edit distance, if near enough to be a slip.
    static func nearest(to name: String, in known: [String]) -> String? {
        let limit = max(2, name.count / 3)
        return known.map { ($0, editDistance(name, $0)) }
            .filter { $0.1 <= limit }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
