import Foundation
import Network

/// The backend's data endpoints (the template's `MobileApi`); answered by `Mock/*.json`
/// while mocks are on.
enum MobileApi: MockableMobileApiTarget {
    case items(page: Int)
    case profile

    var baseURL: URL { MobileApi.environmentBaseURL }
    var path: String {
        switch self {
        case .items: "items"
        case .profile: "profile"
        }
    }
    var method: HTTPMethod { .get }
    var task: RequestTask {
        switch self {
        case .items(let page): .requestParameters(["page": page])
        case .profile: .requestPlain
        }
    }
    var timeout: TimeInterval { 10 }
    var isMockEnabled: Bool { true }

    func getMockFileName() -> String? {
        switch self {
        // Page 1 and 2 are mocked; a later page names a file that is not there (`.mockNotFound`).
        case .items(let page): page <= 1 ? "ItemsResponse" : "ItemsPage\(page)Response"
        case .profile: "ProfileResponse"
        }
    }

    /// The environment's `MOBILE_API_URL`; a value `URL` cannot read becomes a URL the
    /// target refuses with `NetworkError.invalidURL`, never a crash.
    static var environmentBaseURL: URL {
        URL(string: Environments.mobileApiUrl) ?? URL(fileURLWithPath: "/")
    }
}
