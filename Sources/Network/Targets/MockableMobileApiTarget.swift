/// A target that can answer from a mock file instead of the server (the template's
/// `MockableMobileApiTarget`).
///
/// ```swift
/// extension ItemsApi: MockableMobileApiTarget {
///     var isMockEnabled: Bool { true }
///     func getMockFileName() -> String? {
///         switch self {
///         case .items: "ItemsResponse"      // Mock/ItemsResponse.json
///         }
///     }
/// }
/// ```
///
/// The mock is served only when the service's `MockConfiguration` allows mocks too; prod's
/// configuration never does.
public protocol MockableMobileApiTarget: MobileApiTargetType {
    /// Whether this call answers from its mock file.
    var isMockEnabled: Bool { get }
    /// The mock file's name without `.json`, or nil for a call with no mock.
    func getMockFileName() -> String?
}
