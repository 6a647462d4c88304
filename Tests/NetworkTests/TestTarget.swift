import Foundation
import Network

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A target for any endpoint of the loopback server.
struct TestTarget: MobileApiTargetType {
    var baseURL: URL
    var path: String
    var method: HTTPMethod = .get
    var task: RequestTask = .requestPlain
    var headers: [String: String]?
    var authorizationType: AuthorizationType = .bearer
    var timeout: TimeInterval = 10

    static func login(_ baseURL: URL, password: String = "secret") -> TestTarget {
        TestTarget(
            baseURL: baseURL, path: "auth/login", method: .post,
            task: .requestJSONEncodable(["username": "demo", "password": password]), authorizationType: .none)
    }

    static func refresh(_ baseURL: URL, refreshToken: String) -> TestTarget {
        TestTarget(
            baseURL: baseURL, path: "auth/refresh", method: .post,
            task: .requestJSONEncodable(["refreshToken": refreshToken]), authorizationType: .none)
    }

    static func items(_ baseURL: URL, page: Int = 1) -> TestTarget {
        TestTarget(baseURL: baseURL, path: "items", task: .requestParameters(["page": page]))
    }
}

struct ItemsPage: Decodable, Equatable {
    struct Item: Decodable, Equatable {
        let id: Int
        let title: String
    }

    let page: Int
    let items: [Item]
}
