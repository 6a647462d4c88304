extension CaseIterable where Self: Equatable, AllCases.Index == Int {
    /// The next (or previous) case, wrapping around: a setting or a demo's mode that one key
    /// steps through.
    func cycled(forward: Bool = true) -> Self {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + (forward ? 1 : all.count - 1)) % all.count]
    }
}
