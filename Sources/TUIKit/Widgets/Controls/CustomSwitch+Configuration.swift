extension CustomSwitch {
    /// The track's colours and the thumb's (the iOS utilities' `CustomSwitch.ColorsConfiguration`);
    /// a nil colour keeps the theme's: the accent when on, the secondary text colour when off,
    /// the thumb in the track's colour.
    public struct ColorsConfiguration: Sendable, Equatable {
        public var onColor: ColorSet?
        public var offColor: ColorSet?
        public var thumbColor: ColorSet?

        public init(onColor: ColorSet? = nil, offColor: ColorSet? = nil, thumbColor: ColorSet? = nil) {
            self.onColor = onColor
            self.offColor = offColor
            self.thumbColor = thumbColor
        }
    }

    /// The thumb (the iOS utilities' `CustomSwitch.ThumbConfiguration`): its glyph, one cell wide,
    /// with an ASCII stand-in.
    public struct ThumbConfiguration: Sendable, Equatable {
        public var glyph: Icon

        public init(glyph: Icon = Icon(glyph: "●", ascii: "o")) {
            self.glyph = glyph
        }
    }

    /// Where the switch's own label goes and how far from the track (the iOS utilities'
    /// `CustomSwitch.LayoutConfiguration`; the track's size is `Appearance.trackWidth`).
    public struct LayoutConfiguration: Sendable, Equatable {
        public enum LabelPosition: Sendable, Equatable {
            case leading
            case trailing
        }

        public var labelPosition: LabelPosition
        /// Blank columns between the label and the track.
        public var spacing: Int

        public init(labelPosition: LabelPosition = .trailing, spacing: Int = 1) {
            self.labelPosition = labelPosition
            self.spacing = max(0, spacing)
        }
    }
}
