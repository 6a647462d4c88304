/// The environment the app runs against (the template's `Instance`).
public enum Instance: String, Sendable, CaseIterable {
    case dev
    case prod

    public var isRelease: Bool { self == .prod }
}
