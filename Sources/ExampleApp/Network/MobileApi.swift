import Foundation
import Network

/// The backend's data endpoints (the template's `MobileApi`); answered by `Mock/*.json`
/// while mocks are on.
enum MobileApi: MockableMobileApiTarget {
    case items(page: Int)
    case profile
    /// Registers the device's push token, so the backend sends this device its pushes.
    case registerPushToken(PushTokenRequest)

    var baseURL: URL { MobileApi.environmentBaseURL }
    var path: String {
        switch self {
        case .items: "items"
        case .profile: "profile"
        case .registerPushToken: "push/tokens"
        }
    }
    var method: HTTPMethod {
        switch self {
        case .items, .profile: .get
        case .registerPushToken: .post
        }
    }
    var task: RequestTask {
        switch self {
        case .items(let page): .requestParameters(["page": page])
        case .profile: .requestPlain
        case .registerPushToken(let request): .requestJSONEncodable(request)
        }
    }
    var timeout: TimeInterval { 10 }
    var isMockEnabled: Bool { true }

    func getMockFileName() -> String? {
        switch self {
        // Page 1 and 2 are mocked; a later page names a file that is not there (`.mockNotFound`).
        case .items(let page): page <= 1 ? "ItemsResponse" : "ItemsPage\(page)Response"
        case .profile: "ProfileResponse"
        case .registerPushToken: "PushTokenResponse"
        }
    }

    /// The environment's `MOBILE_API_URL`; a value `URL` cannot read becomes a URL the
    /// target refuses with `NetworkError.invalidURL`, never a crash.
    static var environmentBaseURL: URL {
        URL(string: Environments.mobileApiUrl) ?? URL(fileURLWithPath: "/")
    }
}
