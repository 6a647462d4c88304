import TUICore

/// An on/off switch (reference 001's `CustomSwitch`): a track with a thumb that slides over
/// a few frames when the value changes, then stops asking for frames. A click toggles it;
/// its screen maps Space and Enter to the same toggle.
///
/// Off reads `(●─────)`, on `(━━━━━●)`, so the state shows without colour; colour fills
/// the track with the accent when on.
public struct CustomSwitch: View {
    /// Layout constants (reference 004's `Appearance`).
    public struct Appearance: Sendable {
        /// Cells between the brackets, the thumb included.
        public var trackWidth: Int
        public var animationDuration: Duration

        public init(trackWidth: Int = 6, animationDuration: Duration = .milliseconds(150)) {
            self.trackWidth = max(2, trackWidth)
            self.animationDuration = animationDuration
        }
    }

    public let isOn: Binding<Bool>
    public var isEnabled: Bool
    public var isFocused: Bool
    public let appearance: Appearance
    /// Names the switch, so its animation survives between frames.
    public let id: AnyHashable

    public init(
        isOn: Binding<Bool>,
        id: AnyHashable,
        isEnabled: Bool = true,
        isFocused: Bool = false,
        appearance: Appearance = Appearance()
    ) {
        self.isOn = isOn
        self.id = id
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.appearance = appearance
    }

    /// Columns the switch takes: the brackets and the track.
    public var width: Int { appearance.trackWidth + 2 }

    /// The track's text with the thumb at `position` (0: off, 1: on).
    nonisolated public static func track(position: Double, width: Int, unicode: Bool) -> String {
        let thumb = Int((position * Double(width - 1)).rounded())
        let filled = String(repeating: unicode ? "━" : "=", count: thumb)
        let empty = String(repeating: unicode ? "─" : "-", count: width - 1 - thumb)
        return "(" + filled + (unicode ? "●" : "o") + empty + ")"
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let position = frame.animated(
            isOn.wrappedValue ? 1 : 0, key: SwitchKey(id: id), duration: appearance.animationDuration)
        let colors = frame.colors
        var attributes: TextAttributes = isFocused ? [.bold] : []
        if !isEnabled { attributes.insert(.dim) }
        let track = position >= 0.5 && isEnabled ? colors.accent : colors.textSecondary
        let style = frame.style(track, text: TextStyle(attributes))
        let rect = Rect(x: area.x, y: area.y, width: min(width, area.width), height: 1)
        Label(Self.track(position: position, width: appearance.trackWidth, unicode: frame.unicode), style: style)
            .render(in: rect, frame: frame)
        if isFocused {
            frame.canvas.apply(Style(attributes: .underline), to: rect)
            frame.canvas.focus = rect.origin
        }
        guard isEnabled else { return }
        frame.onTap(rect) { [isOn] in isOn.wrappedValue.toggle() }
    }

    private struct SwitchKey: Hashable {
        let id: AnyHashable
    }
}
