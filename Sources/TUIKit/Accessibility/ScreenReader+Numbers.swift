extension ScreenReader {
    /// A value as a reader says it: a whole number without a point, else one decimal
    /// ("17", "3.5"); "–" for one that is not finite.
    public static func spoken(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let tenths = (value * 10).rounded() / 10
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) }
        return String(tenths)
    }

    /// The count, smallest, largest and last of `values`' finite ones, as spoken; nil
    /// without any.
    static func summary(of values: some Collection<Double>) -> (
        count: Int, minimum: String, maximum: String, last: String
    )? {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max(), let last = finite.last else { return nil }
        return (values.count, spoken(low), spoken(high), spoken(last))
    }
}
