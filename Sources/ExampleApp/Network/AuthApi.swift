import Foundation
import Network

/// Logging in and refreshing the session; neither sends the access token.
enum AuthApi: MockableMobileApiTarget {
    case login(username: String, password: String)
    case refresh(refreshToken: String)

    var baseURL: URL { MobileApi.environmentBaseURL }
    var path: String {
        switch self {
        case .login: "auth/login"
        case .refresh: "auth/refresh"
        }
    }
    var method: HTTPMethod { .post }
    var task: RequestTask {
        switch self {
        case .login(let username, let password): .requestJSONEncodable(["username": username, "password": password])
        case .refresh(let refreshToken): .requestJSONEncodable(["refreshToken": refreshToken])
        }
    }
    var authorizationType: AuthorizationType { .none }
    var timeout: TimeInterval { 10 }
    var isMockEnabled: Bool { true }

    func getMockFileName() -> String? {
        switch self {
        case .login: "LoginResponse"
        case .refresh: "RefreshResponse"
        }
    }
}
