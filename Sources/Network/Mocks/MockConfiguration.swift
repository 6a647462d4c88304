import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where mock responses come from and how long they take.
///
/// The app builds one from the mock files embedded at build time (`Mock/*.json`) and the
/// app's clock, so the delay follows the injected time in tests; prod builds none, so no
/// target is ever mocked there.
public struct MockConfiguration: Sendable {
    /// The body of each mock by file name without `.json`.
    public var files: [String: String]
    /// How long a mocked call takes, so loading states show as they would with a server.
    public var delay: Duration
    /// Waits for the delay; the app passes its clock's `sleep(for:)`.
    public var sleep: @Sendable (Duration) async -> Void
    /// What a mocked call answers with instead of its file, as a backend would: a 401 for a
    /// token the mock backend does not accept (so token refresh works with mocks too), a 503,
    /// a body the target cannot decode, or no answer at all. Nil serves the file.
    public var rejection: @Sendable (_ request: URLRequest) -> MockRejection?

    public init(
        files: [String: String],
        delay: Duration = .milliseconds(600),
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
        rejection: @escaping @Sendable (_ request: URLRequest) -> MockRejection? = { _ in nil }
    ) {
        self.files = files
        self.delay = delay
        self.sleep = sleep
        self.rejection = rejection
    }

    /// The mock `name`, checked to be JSON so a broken file is a clear error, not a crash.
    public func data(named name: String) throws(NetworkError) -> Data {
        guard let text = files[name] else { throw .mockNotFound(name: name) }
        let data = Data(text.utf8)
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformedMock(name: name, reason: MockConfiguration.reason(error))
        }
        return data
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}

/// What a mocked call answers with instead of its file.
public enum MockRejection: Sendable, Hashable {
    /// A non-2xx status whose JSON body carries `message`.
    case status(code: Int, message: String)
    /// A 200 whose body is `body`, which the target may not be able to decode.
    case body(String)
    /// No answer: the call fails with `error` (`.timeout`, `.offline`) after the delay.
    case failure(NetworkError)
}
