import TUICore

/// A chain of bindings, the most specific first (the focused view's, then its screen's
/// containers', then the window's): the first binding that takes a key handles it, and
/// the hint line lists each key once, as the chain names it.
extension [KeyBinding] {
    /// Runs the first binding that matches `key` and takes it; true when one did.
    @MainActor
    public func handle(_ key: KeyEvent) -> Bool {
        contains { $0.matches(key) && $0.action(.key(key)) }
    }

    /// Runs the first binding that matches `key` and takes it; its place in the chain, or
    /// nil when none did.
    @MainActor
    public func firstIndex(handling key: KeyEvent) -> Int? {
        firstIndex { $0.matches(key) && $0.action(.key(key)) }
    }

    /// Hands `text` to the first binding that takes a paste whole; true when one did.
    @MainActor
    public func handlePaste(_ text: String) -> Bool {
        contains { binding in
            if case .paste = binding.trigger { binding.action(.paste(text)) } else { false }
        }
    }

    /// The bindings a hint line shows, in order: each shown binding once (the first to
    /// name its key wins), inherited places filled with the binding they point to. A place
    /// stands for the keys it names: the container's Esc-or-Backspace back shows at an Esc
    /// place even where the screen has named Backspace for itself.
    @MainActor
    public var shownInHints: [KeyBinding] {
        var shown: [KeyBinding] = []
        var named: Set<KeyEvent> = []
        for (index, binding) in enumerated() {
            var entry = binding
            var placeKeys = binding.hintKeys
            if case .inherited(let keys) = binding.trigger {
                // A hidden place keeps the inherited binding out of the line altogether.
                guard binding.isShown else {
                    named.formUnion(keys)
                    continue
                }
                guard
                    let target = self[(index + 1)...].first(where: { candidate in
                        // A place names the keys as declared: a keymap that rebinds them moves the hint too.
                        guard case .keys(let own) = candidate.trigger else { return false }
                        return !Set(candidate.declaredKeys ?? own).isDisjoint(with: keys)
                    })
                else { continue }
                entry = binding.label.isEmpty ? target : target.labeled(binding.label)
                placeKeys = keys
            } else if !binding.isShown {
                named.formUnion(binding.hintKeys)
                continue
            }
            guard placeKeys.isEmpty || named.isDisjoint(with: placeKeys) else { continue }
            named.formUnion(entry.hintKeys)
            shown.append(entry)
        }
        return shown
    }

    /// The hint line's text: "↑↓ move · Enter open · q quit".
    @MainActor
    public var hintLine: String {
        shownInHints.map(\.hint).joined(separator: " · ")
    }
}
