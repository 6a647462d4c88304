extension Size {
    /// The size class of a terminal this big (see `SizeClass` for the thresholds).
    public var sizeClass: SizeClass {
        SizeClass(columns: width, rows: height)
    }
}
