import TUICore
import TUIKit

/// One key of a group and what it does.
struct KeyAction {
    let key: KeyEvent
    let action: @MainActor () -> Void

    init(_ key: KeyEvent, _ action: @escaping @MainActor () -> Void) {
        self.key = key
        self.action = action
    }

    init(_ character: Character, _ action: @escaping @MainActor () -> Void) {
        self.init(.character(character), action)
    }
}

/// Bindings the panel declares in more than one view.
extension KeyBinding {
    /// Keys under one hint, each with its own action ("e h export"): the label names them
    /// in order, and a key that is not among them passes on.
    static func group(
        label: String,
        _ description: String,
        isShown: Bool = true,
        _ actions: [KeyAction]
    ) -> KeyBinding {
        KeyBinding(keys: actions.map(\.key), label: label, description, isShown: isShown) { key in
            guard let entry = actions.first(where: { $0.key == key }) else { return false }
            entry.action()
            return true
        }
    }

    /// The keys `ScrollState` moves by a line or to an end, named "↑↓".
    static let scrollLineKeys: [KeyEvent] = [
        .up, .down, .character("k"), .character("j"), .home, .end, .character("g"), .character("G"),
    ]
    /// The keys `ScrollState` moves by a page.
    static let scrollPageKeys: [KeyEvent] = [.pageUp, .pageDown, .space]

    /// `keys` scroll `state`.
    static func scroll(
        _ state: ScrollState,
        keys: [KeyEvent] = scrollLineKeys + scrollPageKeys,
        label: String = "↑↓",
        _ description: String
    ) -> KeyBinding {
        KeyBinding(keys: keys, label: label, description) { state.handle($0) }
    }
}

/// A panel's empty state: a centred paragraph, two cells in from the sides.
struct LogsEmptyView: View {
    let text: String

    func render(in area: Rect, frame: Frame) {
        let paragraph = Paragraph(text, style: frame.style(R.color.text.secondary), alignment: .center)
        let inner = Layout.horizontal(.fill).margin(EdgeInsets(horizontal: 2)).split(area)[0]
        let height = paragraph.height(forWidth: inner.width)
        frame.render(paragraph, in: inner.centered(width: .fill, height: .length(height)))
    }
}
