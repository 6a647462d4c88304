import AppSupport

/// Single-flight token refresh: however many requests get a 401 at once, one refresh runs
/// and every one of them waits for it, then retries.
///
/// A request whose 401 came back after another request's refresh already replaced its token
/// retries without refreshing again. A refused refresh clears the tokens and calls
/// `onFailed` once; requests that fail afterwards find no token and end as `.sessionExpired`
/// without calling it again.
actor TokenRefreshGate {
    private var inFlight: Task<Result<Void, NetworkError>, Never>?
    /// How many refreshes have run.
    private(set) var refreshCount = 0

    /// Makes sure the token that was sent as `sentAuthorization` has been replaced.
    func refresh(
        sentAuthorization: String?,
        provider: any TokenRefreshProvider,
        onFailed: @Sendable () -> Void
    ) async throws(NetworkError) {
        if let inFlight {
            try await inFlight.value.get()
            return
        }
        guard let current = provider.accessToken else { throw .sessionExpired }
        if "Bearer \(current)" != sentAuthorization { return }
        refreshCount += 1
        // Its own task, so a waiter's cancellation does not cancel the others' refresh.
        let task = Task(executorPreference: AppTasks.preferredExecutor) { () -> Result<Void, NetworkError> in
            do {
                try await provider.refreshTokens()
                return .success(())
            } catch {
                return .failure(Self.refreshFailure(error))
            }
        }
        inFlight = task
        let result = await task.value
        inFlight = nil
        if case .failure(.sessionExpired) = result {
            provider.clearTokens()
            onFailed()
        }
        try result.get()
    }

    /// A refusal ends the session; being offline or timing out does not (the tokens may
    /// still be good), so those come back as they are.
    private static func refreshFailure(_ error: any Error) -> NetworkError {
        switch error as? NetworkError {
        case .status(let code, _) where code == 400 || code == 401 || code == 403: .sessionExpired
        case .sessionExpired: .sessionExpired
        case .some(let error): error
        case .none: .sessionExpired
        }
    }
}
