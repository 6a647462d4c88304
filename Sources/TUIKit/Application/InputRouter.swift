import TUICore

/// Routes the window's input: keys through the hotkeys, the overlays and the front
/// screen's binding chain; clicks, drags and the wheel by what the last frame showed;
/// pastes to whatever edits text; focus, suspend and resize to the lifecycle.
@MainActor
final class InputRouter {
    private unowned let window: Window
    private var activeDrag: (@MainActor (DragPhase, Point) -> Void)?
    /// The last keys and what took each, oldest first: for `Window.stateReport`. Kept as
    /// values and described only for a report, so a key costs no formatting.
    private(set) var recentKeys: [(key: KeyEvent, taker: KeyTaker)] = []

    init(window: Window) {
        self.window = window
    }

    private var lastFrame: Frame? { window.composer.lastFrame }

    func handle(_ event: Event) {
        switch event {
        case .key(let key):
            handle(key)
        case .mouse(let mouse):
            handle(mouse)
        case .resize(let size):
            window.updateSize(size)
            window.setNeedsDisplay()
        case .resume:
            window.lifecycle.resumed()
            window.setNeedsDisplay()
        case .focus(let hasFocus):
            window.lifecycle.focusChanged(hasFocus)
            window.setNeedsDisplay()
        case .paste(let text):
            // An overlay that takes text (the palette's query) takes a paste; a modal one
            // keeps it from the screens beneath, as it keeps keys.
            if let palette = window.openCommandPalette {
                palette.paste(text)
                return
            }
            let offered = window.overlays.offerPaste(text)
            if offered.handled { window.setNeedsDisplay() }
            guard !offered.stopped else { return }
            // A screen that edits text takes the paste whole; one that takes typed text
            // (a search typed key by key) gets it so. Never as commands: a paste into a list
            // or the settings once ran each of its characters as a key, a long paste
            // thousands of them (app restarts, exports) for minutes (found by the monkey test).
            let bindings = window.frontController?.keyBindings ?? []
            if !bindings.handlePaste(text) {
                let typing = bindings.filter(\.takesTypedText)
                if !typing.isEmpty {
                    for character in text { _ = typing.handle(.character(character)) }
                }
            }
            window.setNeedsDisplay()
        }
    }

    private func handle(_ key: KeyEvent) {
        let taker = route(key)
        if recentKeys.count == 16 { recentKeys.removeFirst() }
        recentKeys.append((key, taker))
    }

    /// Hands `key` to the first that takes it, and says which did.
    private func route(_ key: KeyEvent) -> KeyTaker {
        if key == .control("c") {
            window.request(.quit)
            return .quit
        }
        if key == .control("z") {
            window.request(.suspend)
            return .suspend
        }
        if window.hotkeys.handle(key) {
            window.setNeedsDisplay()
            return .hotkey
        }
        // Ctrl-P opens (or closes) the command palette over any screen and overlay; `:`,
        // a key that types, waits until the screens have passed on it (`Window.bindings`).
        if !Self.typesText(key), window.opensCommandPalette(key), !isTooSmall {
            window.commandPalette.toggle()
            return .palette
        }
        // While the "too small" frame shows, screens are hidden and get no keys. Judged by
        // the size the next frame has: a key read in the same turn as a resize, before its
        // frame, once went by the last frame's size (lost when the terminal grew back).
        if isTooSmall {
            if key == .character("q") { window.request(.quit) }
            return .tooSmallFrame
        }
        // The open palette is the topmost layer and modal: it takes every key, even those
        // read with the key that opened it, before a frame has shown it.
        if let palette = window.openCommandPalette {
            let overlay = CommandPaletteOverlay(palette: palette)
            _ = window.applyKeymap(to: overlay.bindings, scope: overlay.keyScope).handle(key)
            window.setNeedsDisplay()
            return .overlay(used: true)
        }
        let offered = window.overlays.offer(key) { window.applyKeymap(to: $0, scope: $1) }
        if offered.handled { window.setNeedsDisplay() }
        if offered.stopped { return .overlay(used: offered.handled) }
        let chain = window.frontController?.keyBindings ?? []
        if let index = chain.firstIndex(handling: key) {
            window.setNeedsDisplay()
            return .screen(index: index, chain[index].trigger, hint: chain[index].hint)
        }
        return window.bindings.handle(key) ? .window : .nobody
    }

    /// A character without Ctrl or Alt: what a text field would type.
    private static func typesText(_ key: KeyEvent) -> Bool {
        if case .character = key.key { key.modifiers.isDisjoint(with: [.control, .alt]) } else { false }
    }

    private var isTooSmall: Bool {
        guard let size = window.size else { return false }
        return window.isTooSmall(size)
    }

    private func handle(_ mouse: MouseEvent) {
        // Places are found in the last frame; once a screen has changed they are gone, as
        // UIKit takes no touches while a transition begins. The next frame takes clicks again.
        if mouse.kind != .release, mouse.kind != .move, !window.isLastFrameCurrent { return }
        switch mouse.kind {
        case .press:
            if let drag = lastFrame?.dragHandler(at: mouse.position) {
                activeDrag = drag
                drag(.began, mouse.position)
            } else {
                lastFrame?.tapAction(at: mouse.position)?()
            }
            window.setNeedsDisplay()
        case .move:
            guard let activeDrag else { return }
            activeDrag(.changed, mouse.position)
            window.setNeedsDisplay()
        case .release:
            guard let drag = activeDrag else { return }
            activeDrag = nil
            drag(.ended, mouse.position)
            window.setNeedsDisplay()
        case .wheelUp, .wheelDown:
            let up = mouse.kind == .wheelUp
            if let wheel = lastFrame?.wheelAction(at: mouse.position) {
                wheel(up)
                window.setNeedsDisplay()
            } else {
                handle(KeyEvent(up ? .up : .down))
            }
        case .rightPress:
            break
        }
    }
}
