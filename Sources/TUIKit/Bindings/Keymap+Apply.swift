import TUICore

extension KeyBinding {
    /// The keys that set it off (none for typing, a paste, a note or a place).
    var dispatchKeys: [KeyEvent] {
        if case .keys(let keys) = trigger { keys } else { [] }
    }

    /// This binding with the keymap's keys for those of its actions in `overrides`: their
    /// default keys no longer set it off, the keymap's do (reaching the handler as the
    /// action's first default key), and the label names the new keys where it named the old.
    func rebinding(_ overrides: [ID: [KeyEvent]]) -> KeyBinding {
        let changed = slots.filter { overrides[$0.id] != nil }
        guard !changed.isEmpty, case .keys(var keys) = trigger else { return self }
        var translation: [KeyEvent: KeyEvent] = [:]
        for slot in changed {
            keys.removeAll { slot.keys.contains($0) }
        }
        var newLabel = label
        for slot in changed {
            guard let given = overrides[slot.id], let canonical = slot.keys.first else { continue }
            for key in given {
                translation[key] = canonical
                if !keys.contains(key) { keys.append(key) }
            }
            if let first = given.first, let range = newLabel.range(of: canonical.hintLabel) {
                newLabel.replaceSubrange(range, with: first.hintLabel)
            }
        }
        var binding = self
        binding.declaredKeys = dispatchKeys
        binding.trigger = .keys(keys)
        // The slots now name the keys in force (the help screen lists them); the handler
        // still gets each action's default key through `translation`.
        binding.slots = slots.map { slot in overrides[slot.id].map { KeyBinding.Slot(slot.id, $0) } ?? slot }
        binding.label = newLabel
        let action = self.action
        binding.action = { input in
            if case .key(let key) = input, let canonical = translation[key] { return action(.key(canonical)) }
            return action(input)
        }
        return binding
    }
}

extension Keymap {
    /// `bindings`, declared by `scope`, marked with it and rebound as this keymap says; an
    /// entry whose key another binding of the scope has keeps its defaults, and `conflict`
    /// hears of it. Bindings already marked (a sheet's content screen's, applied where that
    /// screen gathered them) are passed on as they are.
    @MainActor
    public func apply(
        to bindings: consuming [KeyBinding], scope: KeyScope, conflict: (@MainActor (KeymapProblem) -> Void)? = nil
    ) -> [KeyBinding] {
        // Taken, not borrowed: a screen's freshly made bindings are marked in place, not copied.
        var scoped = bindings
        guard !isEmpty else {
            for index in scoped.indices where scoped[index].scope == nil { scoped[index].scope = scope }
            return scoped
        }
        let own = scoped.indices.filter { scoped[$0].scope == nil }
        for index in own { scoped[index].scope = scope }
        let slots = own.flatMap { scoped[$0].slots }
        guard slots.contains(where: { entries[$0.id] != nil }) else { return scoped }
        let fixed = own.filter { scoped[$0].slots.isEmpty }.flatMap { scoped[$0].dispatchKeys }
        let (overrides, conflicts) = resolve(slots: slots, fixedKeys: fixed, scope: scope)
        if let conflict { conflicts.forEach(conflict) }
        guard !overrides.isEmpty else { return scoped }
        for index in own { scoped[index] = scoped[index].rebinding(overrides) }
        return scoped
    }
}
