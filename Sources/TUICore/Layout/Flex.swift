/// Where a layout puts the space its parts leave over (Ratatui's `Flex`, CSS's
/// `justify-content`). Only used when no part grows: a `fill` or `min` takes it all.
public enum Flex: Hashable, Sendable, CaseIterable {
    /// Parts packed at the start, the space after them.
    case start
    /// Parts packed in the middle, the space split before and after.
    case center
    /// Parts packed at the end, the space before them.
    case end
    /// The first part at the start, the last at the end, the space shared between them.
    case spaceBetween
    /// The space shared equally before, between and after the parts.
    case spaceAround
}
