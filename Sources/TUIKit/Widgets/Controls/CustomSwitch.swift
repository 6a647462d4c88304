import TUICore

/// An on/off switch (the iOS utilities' `CustomSwitch`): a track with a thumb that slides over
/// a few frames when the value changes, then stops asking for frames. A click toggles it;
/// its screen maps Space and Enter to the same toggle.
///
/// Off reads `(●─────)`, on `(━━━━━●)`, so the state shows without colour; colour fills
/// the track with the accent when on. `ColorsConfiguration`, `ThumbConfiguration` and
/// `LayoutConfiguration` change the colours, the thumb's glyph and where an own label goes;
/// the track's size is `Appearance.trackWidth`.
public struct CustomSwitch: View {
    /// Layout constants (the iOS views' `Appearance` struct).
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
    public let colors: ColorsConfiguration
    public let thumb: ThumbConfiguration
    public let layout: LayoutConfiguration
    /// A title drawn beside the track, part of the switch: a click on it toggles too.
    public let label: String?
    /// Names the switch, so its animation survives between frames.
    public let id: AnyHashable

    public init(
        isOn: Binding<Bool>,
        id: AnyHashable,
        isEnabled: Bool = true,
        isFocused: Bool = false,
        appearance: Appearance = Appearance(),
        colors: ColorsConfiguration = ColorsConfiguration(),
        thumb: ThumbConfiguration = ThumbConfiguration(),
        layout: LayoutConfiguration = LayoutConfiguration(),
        label: String? = nil
    ) {
        self.isOn = isOn
        self.colors = colors
        self.thumb = thumb
        self.layout = layout
        self.label = label
        self.id = id
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.appearance = appearance
    }

    /// Columns the track takes: the brackets and the track.
    public var trackWidth: Int { appearance.trackWidth + 2 }

    /// Columns the switch takes: the track, and its label with the spacing when it has one.
    public var width: Int {
        guard let label else { return trackWidth }
        return trackWidth + layout.spacing + label.cellWidth
    }

    /// The thumb's column in the track's text at `position` (0: off, 1: on), brackets counted.
    nonisolated public static func thumbColumn(position: Double, width: Int) -> Int {
        1 + Int((position * Double(width - 1)).rounded())
    }

    /// The track's text with the thumb at `position` (0: off, 1: on).
    nonisolated public static func track(position: Double, width: Int, unicode: Bool, thumb: String? = nil) -> String {
        let column = thumbColumn(position: position, width: width) - 1
        let filled = String(repeating: unicode ? "━" : "=", count: column)
        let empty = String(repeating: unicode ? "─" : "-", count: width - 1 - column)
        return "(" + filled + (thumb ?? (unicode ? "●" : "o")) + empty + ")"
    }

    public func render(in area: Rect, frame: Frame) {
        guard !area.isEmpty else { return }
        let position = frame.animated(
            isOn.wrappedValue ? 1 : 0, key: SwitchKey(id: id), duration: appearance.animationDuration)
        let themeColors = frame.context.colors
        var attributes: TextAttributes = isFocused ? [.bold] : []
        if !isEnabled { attributes.insert(.dim) }
        let isOnColor = position >= 0.5 && isEnabled
        let track =
            isOnColor ? colors.onColor ?? themeColors.accent : colors.offColor ?? themeColors.textSecondary
        let style = frame.context.style(track, text: TextStyle(attributes))
        let row = Rect(x: area.x, y: area.y, width: min(width, area.width), height: 1)
        if !isEnabled { frame.canvas.disabledAreas.append(row) }
        var trackX = area.x
        if let label {
            let labelStyle = frame.context.style(
                isEnabled ? themeColors.textPrimary : themeColors.textSecondary, text: TextStyle(attributes))
            let labelX: Int
            switch layout.labelPosition {
            case .leading:
                labelX = area.x
                trackX = area.x + label.cellWidth + layout.spacing
            case .trailing:
                labelX = area.x + trackWidth + layout.spacing
            }
            frame.canvas.write(label, at: Point(x: labelX, y: area.y), style: labelStyle, clip: row)
        }
        let rect = Rect(x: trackX, y: area.y, width: trackWidth, height: 1).intersection(row)
        let glyph = frame.context.text(thumb.glyph)
        // The screen-reader mode says the state in words where the track is.
        let words = frame.context.strings.screenReader
        let trackText =
            frame.context.screenReader
            ? "(" + (isOn.wrappedValue ? words.on : words.off) + ")"
            : Self.track(position: position, width: appearance.trackWidth, unicode: frame.context.unicode, thumb: glyph)
        Label(trackText, style: style).render(in: rect, frame: frame)
        if let thumbColor = colors.thumbColor, !frame.context.screenReader {
            let x = trackX + Self.thumbColumn(position: position, width: appearance.trackWidth)
            frame.canvas.apply(
                frame.context.style(thumbColor), to: Rect(x: x, y: area.y, width: 1, height: 1).intersection(row))
        }
        if isFocused {
            frame.canvas.apply(Style(attributes: .underline), to: rect)
            frame.canvas.focus = rect.origin
        }
        guard isEnabled else { return }
        frame.onTap(row) { [isOn] in isOn.wrappedValue.toggle() }
    }

    private struct SwitchKey: Hashable {
        let id: AnyHashable
    }
}
