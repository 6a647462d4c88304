import TUICore

/// The window's overlays: the providers that add some to every frame (the toast queue),
/// the order a frame draws them in, and the last frame's overlays, which take keys and
/// pastes before the screens do.
@MainActor
final class OverlayStack {
    private var providers: [any WindowOverlayProvider] = []
    /// The last frame's overlays, topmost first.
    private(set) var shown: [any Overlay] = []

    /// The provider of `type`, created by `make` on first use.
    func provider<Provider: WindowOverlayProvider>(_ type: Provider.Type, orInsert make: () -> Provider) -> Provider {
        if let existing = providers.lazy.compactMap({ $0 as? Provider }).first { return existing }
        let provider = make()
        providers.append(provider)
        return provider
    }

    /// The provider of `type`, if one was added.
    func existingProvider<Provider: WindowOverlayProvider>(_ type: Provider.Type) -> Provider? {
        providers.lazy.compactMap { $0 as? Provider }.first
    }

    /// The overlays of a frame, bottom to top: those the screens declared and those the
    /// providers add, by level, and in the order declared within a level.
    func ordered(declared: [any Overlay], at now: Duration) -> [any Overlay] {
        let overlays = declared + providers.flatMap { $0.overlays(at: now) }
        return overlays.enumerated()
            .sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
            .map(\.element)
    }

    /// Remembers what the frame just drawn shows, bottom to top.
    func frameDidShow(_ overlays: [any Overlay]) {
        shown = overlays.reversed()
    }

    /// Whether a modal overlay shows, keeping input from the screens beneath.
    var isModalShown: Bool { shown.contains(where: \.isModal) }

    /// Offers a paste to the overlays, topmost first, as `offer(_:)` does a key.
    func offerPaste(_ text: String) -> (handled: Bool, stopped: Bool) {
        for overlay in shown {
            if overlay.bindings.handlePaste(text) { return (true, true) }
            if overlay.isModal { return (false, true) }
        }
        return (false, false)
    }

    /// Offers `key` to the overlays, topmost first, each overlay's keys as `keymap` rebinds
    /// them; true when one took it or a modal one stopped it.
    func offer(
        _ key: KeyEvent, keymap: @MainActor ([KeyBinding], KeyScope) -> [KeyBinding]
    ) -> (handled: Bool, stopped: Bool) {
        for overlay in shown {
            if keymap(overlay.bindings, overlay.keyScope).handle(key) { return (true, true) }
            if overlay.isModal { return (false, true) }
        }
        return (false, false)
    }
}
